/** German copy of content/en/company.ts. */
import type * as en from '../en/company';
import type { Translation } from '~/content/types/translation';

export const companyCopy = {
  location: 'Universitätscampus, Dely Ibrahim, Algier, Algerien',
  locality: 'Algier',
  founderRole: 'Gründer und Geschäftsführer',
} as const satisfies Translation<typeof en.companyCopy>;
