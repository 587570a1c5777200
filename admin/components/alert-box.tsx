import type { ReactNode } from 'react';

/**
 * A failure the page shows in place of (or above) its content: a `role="alert"` box in the
 * danger colours (read out at once, WAI-ARIA `alert`), holding the server's sentence and any hint
 * of what to do next as `children`.
 */
export function AlertBox({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="mb-4 rounded border border-danger bg-danger-soft p-3 text-danger-strong"
    >
      {children}
    </div>
  );
}
