import * as Toast from '@radix-ui/react-toast';
import { useEffect, useRef, type RefObject } from 'react';
import { SNACKBAR_MS } from '~/config/timing';
import { useShell } from '~/hooks/use-shell';
import { useCookieBannerHeight } from '~/lib/cookie-banner-height';

/** Props of {@link Snackbar}. `id` changing re-shows the snackbar even with the same text. */
export interface SnackbarProps {
  snackbar: { kind: 'success' | 'error'; message: string; id: number } | null;
  onClose: () => void;
  /** Auto-hide delay (ms); spec §2, §9: 6000 ms. */
  duration?: number;
  /**
   * The control that raised the snackbar (a form's submit button), kept clear of it when
   * nothing has focus (browsers that do not focus a clicked button).
   */
  keepClear?: RefObject<HTMLElement | null>;
}

/** Space kept between the snackbar and a control scrolled clear of it (px). */
const CLEARANCE_PX = 8;

/**
 * Scrolls the page so that the focused element (or, when nothing is focused, `fallback`) does
 * not lie under the snackbar at the bottom of the viewport: the visitor sees the message and
 * the control they just used together (WCAG 2.4.11 Focus Not Obscured). A control outside the
 * view is left alone.
 */
function scrollClearOf(toast: HTMLElement, fallback: HTMLElement | null | undefined): void {
  const active = document.activeElement;
  const control = active instanceof HTMLElement && active !== document.body ? active : fallback;
  if (!control || toast.contains(control)) return;
  const top = toast.getBoundingClientRect().top - CLEARANCE_PX;
  const r = control.getBoundingClientRect();
  if (r.bottom > top && r.top < window.innerHeight) {
    window.scrollBy({ top: r.bottom - top, behavior: 'instant' });
  }
}

/**
 * A snackbar at the bottom centre (spec §2 /contact) on Radix Toast: announced to screen
 * readers, hidden after {@link SNACKBAR_MS}, paused while hovered or focused (WCAG 2.2.1).
 * When it appears over the control just used (the Send button), the page scrolls that control
 * clear of it.
 */
export function Snackbar({ snackbar, onClose, duration = SNACKBAR_MS, keepClear }: SnackbarProps) {
  const { dismiss } = useShell().common.uiContent;
  const bannerHeight = useCookieBannerHeight();
  const viewport = useRef<HTMLOListElement>(null);
  const shown = snackbar?.id;
  useEffect(() => {
    const list = viewport.current;
    if (shown === undefined || !list) return;
    // Radix mounts the toast into the viewport after this effect: act when the viewport takes
    // the toast's size (a ResizeObserver reports before the next paint).
    const observer = new ResizeObserver(() => {
      if (list.offsetHeight > 0) scrollClearOf(list, keepClear?.current);
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [shown, keepClear]);
  return (
    <Toast.Provider duration={duration} swipeDirection="down">
      {snackbar ? (
        <Toast.Root
          key={snackbar.id}
          type={snackbar.kind === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
          className={`flex items-center gap-4 rounded-lg px-4 py-3 text-sm font-medium text-white shadow-xl ${
            snackbar.kind === 'success' ? 'bg-success-strong' : 'bg-danger-strong'
          }`}
          data-testid="snackbar"
          data-kind={snackbar.kind}
        >
          <Toast.Description>{snackbar.message}</Toast.Description>
          <Toast.Close
            aria-label={dismiss}
            className="ms-auto inline-flex size-7 items-center justify-center rounded hover:bg-white/15"
          >
            <span aria-hidden="true" className="glyph-close" />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport
        ref={viewport}
        className="fixed inset-x-0 z-[60] mx-auto my-0 flex w-[min(32rem,calc(100vw-2rem))] list-none flex-col gap-2 p-0 outline-none"
        // Lifted above the cookie banner by a transform, not by `bottom`: a transform is no layout
        // shift (CLS ≤ 0.01, DESIGN §6) when the banner appears after hydration.
        style={{ bottom: '1rem', transform: `translateY(${-bannerHeight}px)` }}
      />
    </Toast.Provider>
  );
}
