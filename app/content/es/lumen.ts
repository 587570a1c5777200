/** The lumen copy in Spanish: the data is lumen.json, its shape schema/lumen.ts (docs/languages.md). */
import type { ContentOf } from '../schema/types';
import data from './lumen.json';

export const { LUMEN_PRICE_USD, lumenContent, lumenDeck } = data as unknown as ContentOf<'lumen'>;
