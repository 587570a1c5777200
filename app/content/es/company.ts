/** Spanish copy of content/en/company.ts. */
import type * as en from '../en/company';
import type { Translation } from '~/content/types/translation';

export const companyCopy = {
  location: 'Campus universitario, Dely Ibrahim, Argel, Argelia',
  locality: 'Argel',
  founderRole: 'Fundador y director general',
} as const satisfies Translation<typeof en.companyCopy>;
