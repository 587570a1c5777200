import { useEffect } from 'react';
import { createPath, useNavigation } from 'react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from '~/config/timing';
import { rememberPendingNavigation } from '~/lib/navigation-recovery';

/**
 * Issue 16, spec §9 (script chunk load time-out 120000 ms): while a client navigation is pending,
 * remembers its target when the page unloads (a reload after a failed route chunk, see
 * lib/navigation-recovery.ts), and if the route's chunks have not arrived within
 * {@link CHUNK_LOAD_TIMEOUT_MS} loads the target as a full page instead.
 */
export function useNavigationRecovery(): void {
  const navigation = useNavigation();
  const target =
    navigation.state !== 'idle' && navigation.location ? createPath(navigation.location) : null;

  useEffect(() => {
    if (target === null) return;
    const onPageHide = () => rememberPendingNavigation(target);
    window.addEventListener('pagehide', onPageHide);
    const timer = window.setTimeout(() => window.location.assign(target), CHUNK_LOAD_TIMEOUT_MS);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.clearTimeout(timer);
    };
  }, [target]);
}
