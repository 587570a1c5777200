/** The iffer copy in English: the data is iffer.json, its shape schema/iffer.ts (docs/languages.md). */
import type { ContentOf } from '../schema/types';
import data from './iffer.json';

export const { ifferContent } = data as unknown as ContentOf<'iffer'>;
