import { useEffect, type RefObject } from 'react';

/**
 * A part that hydrates on the visitor's first activity (lib/first-activity.ts: the header bars, the
 * footer, the chat) ships `data-interactive="false"` in its prerendered root and calls this, which
 * sets it to `"true"` once the part has mounted. The attribute is a contract, not a style:
 * `holdEarlyClicks` holds a click on a button inside a part still `"false"` and gives it again when
 * it turns `"true"`; e2e tests wait for it too.
 */
export function useMarkInteractive(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    ref.current?.setAttribute('data-interactive', 'true');
  }, [ref]);
}
