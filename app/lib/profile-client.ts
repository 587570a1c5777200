/**
 * The front end's one call for the LinkedIn hover card (spec §7): `GET /api/company-profile`
 * on our own server, which fetches and caches the public company page (DESIGN §3).
 */
import type { CompanyProfileData } from '@common/company-profile';
import { RANDOM_FOLLOWERS_MAX, RANDOM_FOLLOWERS_MIN } from '~/config/layout';

/** Same-origin path of the profile endpoint. */
export const COMPANY_PROFILE_PATH = '/api/company-profile';

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Fetches the profile; throws on a non-2xx answer or a body of the wrong shape, so the caller
 * keeps what it shows (spec §8: failures are logged only).
 */
export async function fetchCompanyProfile(
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<Omit<CompanyProfileData, 'source'>> {
  const response = await fetchImpl(COMPANY_PROFILE_PATH, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`company profile answered ${response.status}`);
  const body = (await response.json()) as Partial<Record<keyof CompanyProfileData, unknown>>;
  const { name, description, industry, companySize, specialties } = body;
  if (
    typeof name !== 'string' ||
    typeof description !== 'string' ||
    typeof industry !== 'string' ||
    typeof companySize !== 'string' ||
    !isStringArray(specialties)
  ) {
    throw new Error('company profile has an unexpected shape');
  }
  return { name, description, industry, companySize, specialties };
}

/**
 * spec §2, §7: the follower count is a random whole number from 1000 to 2999 (inclusive) on
 * each refresh, formatted with a thousands separator ('1,523'). Not real data.
 */
export function randomFollowers(random: () => number = Math.random): string {
  const span = RANDOM_FOLLOWERS_MAX - RANDOM_FOLLOWERS_MIN + 1;
  const count = RANDOM_FOLLOWERS_MIN + Math.min(span - 1, Math.floor(random() * span));
  return count.toLocaleString('en-US');
}
