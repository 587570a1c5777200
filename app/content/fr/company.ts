/** French copy of content/en/company.ts. */
import type * as en from '../en/company';
import type { Translation } from '~/content/types/translation';

export const companyCopy = {
  location: 'Campus universitaire, Dely Ibrahim, Alger, Algérie',
  locality: 'Alger',
  founderRole: 'Fondateur et PDG',
} as const satisfies Translation<typeof en.companyCopy>;
