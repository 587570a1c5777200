/**
 * Words the insights page and its e-mailed report both write, in English (the team's language):
 * one formatter each, so the dashboard and the report name a figure alike.
 */
import { UNKNOWN_COUNTRY_KEY } from './insights-api';

const regionNames = new Intl.DisplayNames('en', { type: 'region', fallback: 'code' });

/**
 * A country's English name from its ISO 3166-1 alpha-2 code (Intl.DisplayNames, ECMA-402),
 * `United States`; `unknown` ({@link UNKNOWN_COUNTRY_KEY}) as `Unknown`; anything else that is
 * not two capital letters, or a code the runtime has no name for, as it is.
 */
export function formatCountry(code: string): string {
  if (code === UNKNOWN_COUNTRY_KEY) return 'Unknown';
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
