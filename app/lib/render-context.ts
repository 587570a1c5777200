/**
 * The values a server render hands to loaders and actions through React Router's load context
 * (`RouterContextProvider`; react-router.config.ts `ssr: true`). Prerendering sets none of them,
 * so each has a default that means "not a server answer".
 *
 * The server reads these keys from the server build's entry module (app/entry.server.tsx
 * re-exports them with the copy's `siteContentContext`, server/routes/page-renderer.ts sets
 * them): a key is an object compared by
 * identity, and the bundle holds its own copy of this module.
 */
import { createContext } from 'react-router';
import type { ContactFormOutcome } from '@common/contact-form-outcome';
import type { Locale } from '@common/i18n';
import type { RecordOutcome } from '@common/search-records';

/**
 * The server's decision on a contact form posted without JavaScript
 * (common/contact-form-outcome.ts); null when the request is no such post.
 */
export const contactFormOutcomeContext = createContext<ContactFormOutcome | null>(null);

/**
 * Searches the site's records in one language (server/search/records-search.ts, the index the
 * build wrote): `query` as typed, at most `limit` hits. Cleaning and correction are its own.
 */
export type SiteSearch = (locale: Locale, query: string, limit: number) => RecordOutcome;

/** The server's search of the live build's records; null while prerendering (no results then). */
export const siteSearchContext = createContext<SiteSearch | null>(null);
