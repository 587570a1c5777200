/** Arabic copy of content/en/company.ts. */
import type * as en from '../en/company';
import type { Translation } from '~/content/types/translation';

export const companyCopy = {
  location: 'الحرم الجامعي، دالي إبراهيم، الجزائر العاصمة، الجزائر',
  locality: 'الجزائر العاصمة',
  founderRole: 'المؤسس والرئيس التنفيذي',
} as const satisfies Translation<typeof en.companyCopy>;
