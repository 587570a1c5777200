/**
 * The company's details as words (common/site.ts holds them once, in English): the address line
 * of /contact and the CV, the city among the /contact keywords, the founder's role. Each language
 * says them in its own words; names (Dely Ibrahim) stay as they are.
 */
import { site } from '@common/site';

export const companyCopy = {
  /** spec §2 /contact: the location line. */
  location: site.location,
  /** The city of the address, e.g. among a page's keywords. */
  locality: site.address.locality,
  /** The founder's role, shown on /learn and /cv. */
  founderRole: site.founder.role,
} as const;
