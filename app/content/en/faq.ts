/** The /faq copy in English: the data is faq.json, its shape schema/faq.ts (docs/languages.md). */
import type { ContentOf } from '../schema/types';
import data from './faq.json';

export const { faqCta, faqItems, faqLabel } = data as unknown as ContentOf<'faq'>;
