/** The pages copy in French: the data is pages.json, its shape schema/pages.ts (docs/languages.md). */
import type { ContentOf } from '../schema/types';
import data from './pages.json';

export const { pageIntros } = data as unknown as ContentOf<'pages'>;
