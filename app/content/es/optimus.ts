/** The optimus copy in Spanish: the data is optimus.json, its shape schema/optimus.ts (docs/languages.md). */
import type { ContentOf } from '../schema/types';
import data from './optimus.json';

export const { optimusContent, optimusDeck } = data as unknown as ContentOf<'optimus'>;
