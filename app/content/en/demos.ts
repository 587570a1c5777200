/** The demos copy in English: the data is demos.json, its shape schema/demos.ts (docs/languages.md). */
import type { ContentOf } from '../schema/types';
import data from './demos.json';

export const { demoCards, demoSelection, demosConnect, demosCta } =
  data as unknown as ContentOf<'demos'>;
