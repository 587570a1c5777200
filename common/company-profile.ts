/**
 * The company profile shown in the header's LinkedIn hover card (spec §3 "Company profile").
 * Shared by the server route that fetches the public page (`GET /api/company-profile`) and the
 * front end that renders the card, so both agree on the shape and on the defaults.
 */
import { site } from './site';

/** What `GET /api/company-profile` answers. The follower count is not part of it (spec §7: random, client-side). */
export interface CompanyProfileData {
  name: string;
  description: string;
  industry: string;
  companySize: string;
  specialties: string[];
  /**
   * 'page' when name and description came from the page's JSON-LD, 'defaults' after any failure.
   * For logs and tests only; the card never shows it (spec §8: failures are logged only).
   */
  source: 'page' | 'defaults';
}

/** spec §3 defaults: industry, company size, specialties; name and description from the site config. */
export const defaultCompanyProfile: CompanyProfileData = {
  name: site.companyName,
  description: `${site.companyName} builds AI hardware: devices, processors and machines that bring intelligence to the edge.`,
  industry: 'Technology, Information and Internet',
  companySize: '11-50',
  specialties: [
    'AI',
    'web development',
    'digital innovation',
    'software solutions',
    'technology consulting',
  ],
  source: 'defaults',
};

/** spec §3: the follower count shown before the first refresh. */
export const DEFAULT_FOLLOWERS = '1,247';

/** Longest name and description accepted from the page; longer text is cut (defence against odd pages). */
export const PROFILE_NAME_MAX_CHARS = 200;
export const PROFILE_DESCRIPTION_MAX_CHARS = 2000;
