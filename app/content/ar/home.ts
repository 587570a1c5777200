/** The home copy in Arabic: the data is home.json, its shape schema/home.ts (docs/languages.md). */
import type { ContentOf } from '../schema/types';
import data from './home.json';

export const { BRANDS_ANCHOR, homeHero } = data as unknown as ContentOf<'home'>;
