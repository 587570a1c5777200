/** The common copy in German: the data is common.json, its shape schema/common.ts (docs/languages.md). */
import type { ContentOf } from '../schema/types';
import data from './common.json';

export const { cookieBannerContent, documents, shellContent, uiContent } =
  data as ContentOf<'common'>;
