/** The footer copy in German: the data is footer.json, its shape schema/footer.ts (docs/languages.md). */
import type { ContentOf } from '../schema/types';
import data from './footer.json';

export const { footerContent } = data as unknown as ContentOf<'footer'>;
