import { useCallback, useEffect } from 'react';

/** The question asked before typed changes would be dropped. */
export const UNSAVED_QUESTION =
  'This page has changes that are not saved. Leave them and open the other page?';

/**
 * Keeps typed changes from vanishing (docs/editing.md): while `dirty`, closing or reloading the
 * tab asks the browser's own "Leave site?" question (the `beforeunload` event, HTML Living
 * Standard §7.4.2.1), and {@link UnsavedGuard.mayLeave} asks {@link UNSAVED_QUESTION} before
 * another page or language replaces the form.
 */
export interface UnsavedGuard {
  /** True when nothing unsaved would be lost, or the editor agrees to lose it. */
  mayLeave: () => boolean;
}

/** See {@link UnsavedGuard}. */
export function useUnsavedGuard(dirty: boolean): UnsavedGuard {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const mayLeave = useCallback(() => !dirty || window.confirm(UNSAVED_QUESTION), [dirty]);
  return { mayLeave };
}
