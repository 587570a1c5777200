import { apiConfig, requestRowBack } from '~/config/api';
import { localeFromPath, localizePath } from '@common/i18n';
import { paths } from '@common/paths';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LANGUAGE_FIELD,
  CONTACT_PAGE_FIELD,
  GENERIC_SEND_ERROR,
} from '@common/contact-wire';
import type { ContactRow } from '@common/contact-schema';

/**
 * Result of {@link insertContactMessage}: ok, or the server's message (or the generic one) and
 * the HTTP status (absent when the request never got an answer), so the form can show a known
 * error in the page's language.
 */
export type InsertResult = { ok: true } | { ok: false; message: string; status?: number };

/** Options for tests and other deployments. */
export interface InsertOptions {
  baseUrl?: string;
  anonKey?: string;
  returnRow?: boolean;
  fetchImpl?: typeof fetch;
  /** The honeypot input's value; sent (as CONTACT_HONEYPOT_FIELD) only when non-empty. */
  honeypot?: string;
  /**
   * The page's language, sent as CONTACT_LANGUAGE_FIELD (DESIGN §4) for the team's insights.
   * Default: the language of the current page's path; none outside a browser.
   */
  language?: string;
  /**
   * The page's path, sent as CONTACT_PAGE_FIELD (DESIGN §4) so the team sees where the message
   * was written. Default: the current page's path when it is one of the site's pages (never the
   * query or the fragment); none outside a browser.
   */
  page?: string;
}

/**
 * The current page's path (a trailing slash dropped) when it is one of the site's routes in its
 * language (common/paths.ts), which the server accepts; else none, so a page served at another
 * path never costs the visitor their message. Computed at the call, so no list of paths is built
 * when the module loads.
 */
function currentPage(): string | undefined {
  const path = globalThis.location?.pathname.replace(/(?<=.)\/$/, '');
  if (!path) return undefined;
  const locale = localeFromPath(path);
  return Object.values(paths).some((route) => localizePath(route, locale) === path)
    ? path
    : undefined;
}

/**
 * Inserts one contact message over the Supabase/PostgREST wire format (spec §7, DESIGN §4):
 * `POST {base}/rest/v1/contact_messages` with `apikey`, a Bearer token, and a body that is an
 * array of one row. Never throws: network failures and non-2xx answers become
 * `{ ok: false, message }`, where message is the server's `message` field (written for people)
 * or {@link GENERIC_SEND_ERROR}.
 */
export async function insertContactMessage(
  row: ContactRow,
  options: InsertOptions = {},
): Promise<InsertResult> {
  const {
    baseUrl = apiConfig.baseUrl,
    anonKey = apiConfig.anonKey,
    returnRow = requestRowBack,
    fetchImpl = fetch,
    honeypot,
    language = globalThis.location ? localeFromPath(globalThis.location.pathname) : undefined,
    page = currentPage(),
  } = options;
  const sent = {
    ...row,
    ...(language ? { [CONTACT_LANGUAGE_FIELD]: language } : {}),
    ...(page ? { [CONTACT_PAGE_FIELD]: page } : {}),
    ...(honeypot ? { [CONTACT_HONEYPOT_FIELD]: honeypot } : {}),
  };
  try {
    const response = await fetchImpl(
      `${baseUrl}/rest/v1/contact_messages${returnRow ? '?select=*' : ''}`,
      {
        method: 'POST',
        headers: {
          apikey: anonKey,
          Authorization: `Bearer ${anonKey}`,
          'Content-Type': 'application/json',
          Prefer: returnRow ? 'return=representation' : 'return=minimal',
        },
        body: JSON.stringify([sent]),
      },
    );
    if (response.ok) return { ok: true };
    const body: unknown = await response.json().catch(() => null);
    const message =
      body &&
      typeof body === 'object' &&
      'message' in body &&
      typeof body.message === 'string' &&
      body.message
        ? body.message
        : GENERIC_SEND_ERROR;
    console.error('Contact insert failed', response.status, body);
    return { ok: false, message, status: response.status };
  } catch (error) {
    console.error('Contact insert failed', error);
    return { ok: false, message: GENERIC_SEND_ERROR };
  }
}
