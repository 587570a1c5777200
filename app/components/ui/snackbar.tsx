import * as Toast from '@radix-ui/react-toast';
import { SNACKBAR_MS } from '~/config/timing';
import { useShell } from '~/hooks/use-shell';
import { useCookieBannerHeight } from '~/lib/cookie-banner-height';

/** Props of {@link Snackbar}. `id` changing re-shows the snackbar even with the same text. */
export interface SnackbarProps {
  snackbar: { kind: 'success' | 'error'; message: string; id: number } | null;
  onClose: () => void;
  /** Auto-hide delay (ms); spec §2, §9: 6000 ms. */
  duration?: number;
}

/**
 * A snackbar at the bottom centre (spec §2 /contact) on Radix Toast: announced to screen
 * readers, hidden after {@link SNACKBAR_MS}, paused while hovered or focused (WCAG 2.2.1).
 */
export function Snackbar({ snackbar, onClose, duration = SNACKBAR_MS }: SnackbarProps) {
  const { dismiss } = useShell().common.uiContent;
  const bannerHeight = useCookieBannerHeight();
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
            snackbar.kind === 'success' ? 'bg-green-800' : 'bg-red-800'
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
        className="fixed inset-x-0 z-[60] mx-auto my-0 flex w-[min(32rem,calc(100vw-2rem))] list-none flex-col gap-2 p-0 outline-none"
        // Lifted above the cookie banner by a transform, not by `bottom`: a transform is no layout
        // shift (CLS ≤ 0.01, DESIGN §6) when the banner appears after hydration.
        style={{ bottom: '1rem', transform: `translateY(${-bannerHeight}px)` }}
      />
    </Toast.Provider>
  );
}
