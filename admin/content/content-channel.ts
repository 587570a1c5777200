/**
 * Tells the editor's other tabs that the published copy or the drafts changed (a publish, a
 * revert, a rollback), so their "Drafts waiting" list and history agree without a reload: a
 * `BroadcastChannel` (HTML Living Standard, same origin only; absent in old browsers, where the
 * tabs catch up when they are shown again).
 */
const CHANNEL = 'content-editor';

/** Announces a change to every other tab of the editor. */
export function announceContentChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/**
 * Calls `onChange` when another tab announces a change, or when this tab is shown again.
 * @returns a function that stops listening
 */
export function onContentChange(onChange: () => void): () => void {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  channel?.addEventListener('message', onChange);
  const shown = () => {
    if (document.visibilityState === 'visible') onChange();
  };
  document.addEventListener('visibilitychange', shown);
  return () => {
    channel?.close();
    document.removeEventListener('visibilitychange', shown);
  };
}
