/** The scanova copy in English: the data is scanova.json, its shape schema/scanova.ts (docs/languages.md). */
import type { ContentOf } from '../schema/types';
import data from './scanova.json';

export const { scanovaContent, scanovaDeck } = data as unknown as ContentOf<'scanova'>;
