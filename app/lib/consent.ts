/**
 * Cookie consent store (spec §3, §4): the choice lives in localStorage under `cookieConsent`
 * as 'accepted' or 'declined'. A tiny external store so the banner, the footer's
 * "Cookie settings" control and consent-gated code (web vitals) share one source of truth.
 */

import { CONSENT_STORAGE_KEY } from '~/config/storage';

/** spec §3: the stored values. */
export type Consent = 'accepted' | 'declined';

/** Snapshot of the consent state. `choice` is null when the visitor has not chosen yet. */
export interface ConsentState {
  choice: Consent | null;
  /** True while the banner is open: no stored choice, or reopened from the footer. */
  bannerOpen: boolean;
}

/**
 * Prerendered with the banner open (its text is painted with the page, not after hydration, where
 * it became the late LCP of pages whose own text is short). A visitor who has chosen never sees it:
 * {@link CONSENT_CHOSEN_SCRIPT} hides it before the first paint and the client state closes it at
 * hydration.
 */
const SERVER_STATE: ConsentState = { choice: null, bannerOpen: true };
let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function readStored(): Consent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    // Storage can be blocked (privacy modes); then the banner simply shows each visit.
    return null;
  }
}

function emit(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Current state; reads localStorage on first use in the browser. */
export function getConsentState(): ConsentState {
  if (typeof window === 'undefined') return SERVER_STATE;
  if (state === null) {
    const choice = readStored();
    // A first visit's state is the server's own object (DESIGN §6). useSyncExternalStore compares
    // snapshots with Object.is, and an equal but new object made React re-render synchronously
    // right after the hydration commit, flushing every passive effect in that same long task.
    state = choice === null ? SERVER_STATE : { choice, bannerOpen: false };
  }
  return state;
}

/**
 * Whether the browser sends Global Privacy Control (`navigator.globalPrivacyControl`, GPC
 * specification §4): a refusal of the counting that consent would otherwise allow.
 */
export function privacyControlOn(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

/** The state used while prerendering and hydrating: banner open, as in the HTML. */
export function getServerConsentState(): ConsentState {
  return SERVER_STATE;
}

/** Subscribe to changes; returns the unsubscribe function (for useSyncExternalStore). */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the visitor's choice and closes the banner (spec §4: Accept All / Decline). */
export function chooseConsent(choice: Consent): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Not stored: the choice still holds for this page view.
  }
  emit({ choice, bannerOpen: false });
}

/** Reopens the banner so consent can be withdrawn as easily as given (DESIGN §5). */
export function reopenConsentBanner(): void {
  emit({ ...getConsentState(), bannerOpen: true });
}

/** Test hook: forget the cached state so the next read goes to localStorage again. */
export function resetConsentStoreForTests(): void {
  state = null;
}

/** The `<html>` attribute {@link CONSENT_CHOSEN_SCRIPT} sets when a choice is stored. */
const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent-chosen';

/**
 * Inline script for the document head (root.tsx; the server's CSP allows it by its hash): marks
 * `<html>` when a valid choice is stored, so app.css hides the prerendered banner before the first
 * paint, until hydration closes it. Self-contained: it runs before any module.
 */
export const CONSENT_CHOSEN_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(
  CONSENT_STORAGE_KEY,
)});if(c==='accepted'||c==='declined')document.documentElement.setAttribute('${CONSENT_CHOSEN_ATTRIBUTE}','')}catch(e){}`;
