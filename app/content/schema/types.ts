/**
 * The TypeScript type of a content module's data, inferred from its schema (modules.ts) and made
 * read-only: what `contentOf(language)` holds under the module's camel-cased name. Type-only, so
 * the site's bundles carry no zod.
 */
import type { z } from 'zod';
import type { ContentData } from '../types/shapes';
import type { ContentModule, ContentSchema } from './modules';

/** The read-only data of content module `M` in any language. */
export type ContentOf<M extends ContentModule> = ContentData<z.infer<ContentSchema<M>>>;

/** A module's name as a key of the site's content: 'header-menus' → 'headerMenus'. */
export type ContentKey<M extends string> = M extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<ContentKey<Tail>>}`
  : M;
