import { useEffect, useState } from 'react';
import { LOADING_OVERLAY_MS, PAGE_READY_DELAY_MS } from '~/config/timing';
import { useChrome } from '~/hooks/use-chrome';

/**
 * The initial loading overlay (spec §2, §4): covers the prerendered page for
 * {@link LOADING_OVERLAY_MS} (1500 ms), then is removed. A CSS animation hides it at the same
 * moment when JavaScript never runs. Also marks the page ready ({@link PAGE_READY_DELAY_MS},
 * 500 ms after load) as `data-page-ready` on `<html>`.
 */
export function LoadingOverlay() {
  const { loading } = useChrome().common.chromeContent;
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    // Marks hydration, when the spec's timers start: tests on a paused clock wait for it.
    document.documentElement.dataset.hydrated = 'true';
    const hide = window.setTimeout(() => setVisible(false), LOADING_OVERLAY_MS);
    const ready = window.setTimeout(() => {
      document.documentElement.dataset.pageReady = 'true';
    }, PAGE_READY_DELAY_MS);
    return () => {
      window.clearTimeout(hide);
      window.clearTimeout(ready);
    };
  }, []);

  if (!visible) return null;
  return (
    <div
      className="loading-overlay fixed inset-0 z-[100] flex items-center justify-center bg-surface"
      data-testid="loading-overlay"
      aria-hidden="true"
    >
      <div className="flex flex-col items-center gap-4">
        <span className="size-12 animate-spin rounded-full border-4 border-white/20 border-t-brand" />
        <span className="text-sm font-medium tracking-wide text-white/80">{loading}</span>
      </div>
    </div>
  );
}
