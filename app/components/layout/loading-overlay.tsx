import { useEffect, useState } from 'react';
import { firstViewSurfaces, type FirstViewSurfaceName } from '~/config/first-view-surfaces';
import type { ProductTheme } from '~/config/product-themes';
import { LOADING_OVERLAY_MS, PAGE_READY_DELAY_MS } from '~/config/timing';
import { useShell } from '~/hooks/use-shell';

/** Props of {@link LoadingOverlay}: the page's theme and first-view surface (RouteHandle). */
export interface LoadingOverlayProps {
  theme?: ProductTheme['name'];
  surface?: FirstViewSurfaceName;
}

/** Spinner track and label colours on a dark or light surface. */
const TONES = {
  dark: { track: 'border-white/20', label: 'text-white/80' },
  light: { track: 'border-night/10', label: 'text-ink-soft' },
} as const;

/**
 * The initial loading overlay (spec §2, §4): covers the prerendered page for
 * {@link LOADING_OVERLAY_MS} (1500 ms), then is removed. A CSS animation hides it at the same
 * moment when JavaScript never runs. Also marks the page ready ({@link PAGE_READY_DELAY_MS},
 * 500 ms after load) as `data-page-ready` on `<html>`. It wears the background of the page's
 * first view (config/first-view-surfaces.ts), navy unless the route says otherwise.
 */
export function LoadingOverlay({ theme = 'brand', surface = 'navy' }: LoadingOverlayProps) {
  const { loading } = useShell().common.shellContent;
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
  const { background, tone } = firstViewSurfaces[surface];
  return (
    <div
      className={`loading-overlay fixed inset-0 z-[100] flex items-center justify-center ${background}`}
      data-theme={theme}
      data-testid="loading-overlay"
      aria-hidden="true"
    >
      <div className="flex flex-col items-center gap-4">
        <span
          className={`size-12 animate-spin rounded-full border-4 border-t-accent ${TONES[tone].track}`}
        />
        <span className={`text-sm font-medium tracking-wide ${TONES[tone].label}`}>{loading}</span>
      </div>
    </div>
  );
}
