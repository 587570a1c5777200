import { useSyncExternalStore } from 'react';
import {
  getProfile,
  initialProfile,
  subscribeProfile,
  type CompanyProfileView,
} from '~/lib/profile-store';

export type { CompanyProfileView };

/** The company profile for the LinkedIn card (spec §3), kept fresh by `profile-store.ts`. */
export function useCompanyProfile(): CompanyProfileView {
  return useSyncExternalStore(subscribeProfile, getProfile, () => initialProfile);
}
