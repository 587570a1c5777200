/**
 * In a module of its own, not site.ts: only the contact form's client and the server need it, and
 * site.ts is in every page's first-load chunk.
 *
 * spec {key}: the public anonymous API key used in development and tests. Not a secret: like
 * Supabase's anon key it is shipped to browsers. Deployments override it with `ANON_KEY` (server)
 * and `VITE_SUPABASE_ANON_KEY` (client build).
 */
export const DEV_ANON_KEY = 'dev-anon-key-public-not-secret';
