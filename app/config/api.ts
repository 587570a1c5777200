import { DEV_ANON_KEY } from '@common/anon-key';

/**
 * Client-side API settings, fixed at build time (DESIGN §2).
 * - `VITE_SUPABASE_URL`: the data API's origin; empty = this site's own server.
 * - `VITE_SUPABASE_ANON_KEY`: the public anonymous key (spec {key}); defaults to the dev key.
 * Pointing both at a real Supabase project needs no code change.
 */
export const apiConfig = {
  baseUrl: (import.meta.env.VITE_SUPABASE_URL ?? '').replace(/\/+$/, ''),
  anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || DEV_ANON_KEY,
} as const;

/**
 * Whether to ask for the inserted row back (spec §7 asks for it). A real Supabase project's
 * RLS policy lets `anon` insert but not read, and PostgREST then refuses `return=representation`,
 * so against an external project the client asks for `return=minimal` (DESIGN §4).
 */
export const requestRowBack = apiConfig.baseUrl === '';
