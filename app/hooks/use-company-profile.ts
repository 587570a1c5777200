import { useEffect, useState } from 'react';
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

const initial: CompanyProfileView = {
  name: defaultCompanyProfile.name,
  description: defaultCompanyProfile.description,
  industry: defaultCompanyProfile.industry,
  companySize: defaultCompanyProfile.companySize,
  specialties: defaultCompanyProfile.specialties,
  followers: DEFAULT_FOLLOWERS,
  isLoading: true,
};

/**
 * The company profile for the LinkedIn card: spec §3 defaults at first, then refreshed on load and
 * every {@link PROFILE_REFRESH_MS} (30 s). Each refresh sets a new random follower count, also
 * when the call fails; failures are logged, never shown (spec §7, §8).
 */
export function useCompanyProfile(): CompanyProfileView {
  const [profile, setProfile] = useState(initial);

  useEffect(() => {
    let controller: AbortController | null = null;
    const refresh = async () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      try {
        const data = await fetchCompanyProfile(current.signal);
        setProfile({ ...data, followers: randomFollowers(), isLoading: false });
      } catch (error) {
        if (current.signal.aborted) return;
        console.warn('Company profile refresh failed; keeping the current details.', error);
        setProfile((previous) => ({ ...previous, followers: randomFollowers(), isLoading: false }));
      }
    };
    void refresh();
    const interval = window.setInterval(() => void refresh(), PROFILE_REFRESH_MS);
    return () => {
      window.clearInterval(interval);
      controller?.abort();
    };
  }, []);

  return profile;
}
