/**
 * The TypeScript type of a content module's data, inferred from its schema (modules.ts) and made
 * read-only: what the thin module beside each JSON file (app/content/<lang>/<module>.ts) exports.
 * Type-only, so the site's bundles carry no zod.
 */
import type { z } from 'zod';
import type { ContentData } from '../types/shapes';
import type { ContentModule, contentSchemas } from './modules';

/** The read-only data of content module `M` in any language. */
export type ContentOf<M extends ContentModule> = ContentData<z.infer<(typeof contentSchemas)[M]>>;
