/** Names of what the site keeps in the browser (spec §3), shared by lib/consent.ts and the policy copy. */

/** spec §3: the localStorage key of the cookie choice ('accepted' or 'declined'). */
export const CONSENT_STORAGE_KEY = 'cookieConsent';
