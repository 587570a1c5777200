/** The header copy in French: the data is header.json, its shape schema/header.ts (docs/languages.md). */
import type { ContentOf } from '../schema/types';
import data from './header.json';

export const { headerContent, headerItems, languages, profileCardContent } =
  data as ContentOf<'header'>;
