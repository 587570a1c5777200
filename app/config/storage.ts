/** Names of what the site keeps in the browser (spec §3), shared by lib/consent.ts and the policy copy. */

/** spec §3: the localStorage key of the cookie choice ('accepted' or 'declined'). */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

/**
 * The language a visitor last chose in the switch ('fr', 'ar', …), so the home page can offer a
 * one-line hint; never used to redirect.
 */
export const LANGUAGE_STORAGE_KEY = 'preferredLanguage';

/** The language whose home-page hint the visitor dismissed (it stays away for it). */
export const LANGUAGE_HINT_DISMISSED_KEY = 'languageHintDismissed';
