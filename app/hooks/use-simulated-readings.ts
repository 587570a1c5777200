import { useEffect, useState } from 'react';
import { DEMO_REFRESH_MS } from '~/config/timing';
import {
  INITIAL_READINGS,
  nextReadings,
  type RandomSource,
  type Readings,
} from '~/lib/air-quality-sim';

/**
 * The /scanova live-demo readings (spec §2, §3, §9): start at INITIAL_READINGS and take one
 * bounded random step every `intervalMs` (DEMO_REFRESH_MS, 3000 ms). The readings are data, not
 * motion, so they keep updating under reduced motion; they pause while the tab is hidden.
 * @param random injectable random source (tests pass a deterministic one); keep it stable
 */
export function useSimulatedReadings(
  intervalMs: number = DEMO_REFRESH_MS,
  random: RandomSource = Math.random,
): Readings {
  const [readings, setReadings] = useState<Readings>(INITIAL_READINGS);
  useEffect(() => {
    let timer: number | undefined;
    const start = () => {
      timer ??= window.setInterval(() => setReadings((r) => nextReadings(r, random)), intervalMs);
    };
    const stop = () => {
      window.clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => (document.hidden ? stop() : start());
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs, random]);
  return readings;
}
