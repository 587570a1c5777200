/**
 * The company profile shown by the LinkedIn card, as a tiny external store (spec §3, §7, §8).
 * The header starts it on load with a dynamic import, so none of this is in the first view's
 * JS; the card (also loaded on demand) reads it with `useCompanyProfile`.
 *
 * Refreshes on start and every {@link PROFILE_REFRESH_MS} (30 s). Each refresh draws a new
 * random follower count, also when the call fails; failures are logged, never shown.
 */
import {
  DEFAULT_FOLLOWERS,
  defaultCompanyProfile,
  type CompanyProfileData,
} from '@common/company-profile';
import { PROFILE_REFRESH_MS } from '~/config/timing';
import { fetchCompanyProfile, randomFollowers } from '~/lib/profile-client';

/** What the hover card shows (spec §3 "Company profile"). */
export interface CompanyProfileView extends Omit<CompanyProfileData, 'source'> {
  /** Formatted follower count, e.g. '1,247'. */
  followers: string;
  /** True until the first refresh has finished. */
  isLoading: boolean;
}

/** spec §3 defaults, shown until the first refresh ends (and while prerendering). */
export const initialProfile: CompanyProfileView = {
  name: defaultCompanyProfile.name,
  description: defaultCompanyProfile.description,
  industry: defaultCompanyProfile.industry,
  companySize: defaultCompanyProfile.companySize,
  specialties: defaultCompanyProfile.specialties,
  followers: DEFAULT_FOLLOWERS,
  isLoading: true,
};

let profile = initialProfile;
const listeners = new Set<() => void>();
let interval: number | null = null;
let controller: AbortController | null = null;

function set(next: CompanyProfileView) {
  profile = next;
  for (const listener of listeners) listener();
}

async function refresh() {
  controller?.abort();
  const current = new AbortController();
  controller = current;
  try {
    const data = await fetchCompanyProfile(current.signal);
    set({ ...data, followers: randomFollowers(), isLoading: false });
  } catch (error) {
    if (current.signal.aborted) return;
    console.warn('Company profile refresh failed; keeping the current details.', error);
    set({ ...profile, followers: randomFollowers(), isLoading: false });
  }
}

/** Starts the refresh cycle once (later calls do nothing); returns a function that stops it. */
export function startProfileRefresh(): () => void {
  if (interval === null) {
    void refresh();
    interval = window.setInterval(() => void refresh(), PROFILE_REFRESH_MS);
  }
  return stopProfileRefresh;
}

/** Stops refreshing and forgets the fetched profile (unmount, tests). */
export function stopProfileRefresh(): void {
  if (interval !== null) window.clearInterval(interval);
  interval = null;
  controller?.abort();
  controller = null;
  profile = initialProfile;
}

/** Current profile snapshot (for useSyncExternalStore). */
export const getProfile = (): CompanyProfileView => profile;

/** Subscribe to changes; returns the unsubscribe function. */
export function subscribeProfile(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
