/** The cv copy in Spanish: the data is cv.json, its shape schema/cv.ts (docs/languages.md). */
import type { ContentOf } from '../schema/types';
import data from './cv.json';

export const { cvContent, cvDocument } = data as unknown as ContentOf<'cv'>;
