import { useEffect } from 'react';
import { createPath, useNavigation } from 'react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from '~/config/timing';
import { rememberPendingNavigation } from '~/lib/navigation-recovery';

/** The data router React Router's framework mode keeps on window (its navigation state). */
interface WindowWithRouter {
  __reactRouterDataRouter?: {
    state: { navigation: { state: string; location?: Parameters<typeof createPath>[0] } };
  };
}

/**
 * spec §9 (script chunk load time-out 120000 ms): while a client navigation is pending, remembers
 * its target when the page unloads (a reload after a failed route chunk, see
 * lib/navigation-recovery.ts), and if the route's chunks have not arrived within
 * {@link CHUNK_LOAD_TIMEOUT_MS} loads the target as a full page instead.
 *
 * The unload listener reads the router's own state, not React's: a chunk can fail (and React
 * Router reload the page) before React has rendered the pending navigation, which happens on a
 * busy machine when route data arrives beside the chunk.
 */
export function useNavigationRecovery(): void {
  const navigation = useNavigation();
  const target =
    navigation.state !== 'idle' && navigation.location ? createPath(navigation.location) : null;

  useEffect(() => {
    const onPageHide = () => {
      const pending = (window as WindowWithRouter).__reactRouterDataRouter?.state.navigation;
      if (pending && pending.state !== 'idle' && pending.location)
        rememberPendingNavigation(createPath(pending.location));
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);

  useEffect(() => {
    if (target === null) return;
    const timer = window.setTimeout(() => window.location.assign(target), CHUNK_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [target]);
}
