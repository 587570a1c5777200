import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes a popup (dropdown, language list, search box, mobile menu) on a click outside
 * `containerRef` and, unless `escape` is false, on Escape. After Escape, focus returns to
 * `returnFocusRef` when it was inside the container (WAI-ARIA disclosure pattern), so a
 * keyboard user is never left on a vanished element.
 * @param active listen only while the popup is open
 */
export function useDismiss(
  active: boolean,
  containerRef: RefObject<HTMLElement | null>,
  onDismiss: () => void,
  {
    returnFocusRef,
    escape = true,
  }: { returnFocusRef?: RefObject<HTMLElement | null>; escape?: boolean } = {},
): void {
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    if (!active) return;
    const onClickOutside = (event: MouseEvent) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target))
        dismiss.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!escape || event.key !== 'Escape') return;
      const container = containerRef.current;
      const focusInside = !!container && container.contains(document.activeElement);
      dismiss.current();
      if (focusInside) returnFocusRef?.current?.focus();
    };
    document.addEventListener('click', onClickOutside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClickOutside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, containerRef, returnFocusRef, escape]);
}
