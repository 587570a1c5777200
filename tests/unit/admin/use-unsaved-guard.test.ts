// @vitest-environment jsdom
/**
 * The editor's guard for typed changes (admin/content/hooks/use-unsaved-guard.ts): while changes
 * are unsaved, leaving the tab asks the browser's question and picking another page asks first;
 * with nothing unsaved, neither asks.
 */
import { renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { UNSAVED_QUESTION, useUnsavedGuard } from '../../../admin/content/hooks/use-unsaved-guard';

afterEach(() => vi.restoreAllMocks());

/** Dispatches `beforeunload` and says whether a listener asked to stay. */
function leavingIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

it('asks before the tab closes and before another page opens while changes are unsaved', () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
  const { result, rerender, unmount } = renderHook(({ dirty }) => useUnsavedGuard(dirty), {
    initialProps: { dirty: true },
  });
  expect(leavingIsQuestioned()).toBe(true);
  expect(result.current.mayLeave()).toBe(false);
  expect(confirm).toHaveBeenCalledWith(UNSAVED_QUESTION);
  confirm.mockReturnValue(true);
  expect(result.current.mayLeave()).toBe(true);

  // Saved: nothing to lose, no question.
  confirm.mockClear();
  rerender({ dirty: false });
  expect(leavingIsQuestioned()).toBe(false);
  expect(result.current.mayLeave()).toBe(true);
  expect(confirm).not.toHaveBeenCalled();
  unmount();
});
