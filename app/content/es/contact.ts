/** The contact copy in Spanish: the data is contact.json, its shape schema/contact.ts (docs/languages.md). */
import type { ContentOf } from '../schema/types';
import data from './contact.json';

export const { contactPageContent } = data as unknown as ContentOf<'contact'>;
