/** The company copy in German: the data is company.json, its shape schema/company.ts (docs/languages.md). */
import type { ContentOf } from '../schema/types';
import data from './company.json';

export const { companyCopy } = data as unknown as ContentOf<'company'>;
