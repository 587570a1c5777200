/**
 * The editor's tabs agree after a publish (admin/content/content-channel.ts): a change announced
 * in one tab reaches the others' listeners; a tab shown again catches up.
 * @vitest-environment jsdom
 */
import { afterEach, expect, it, vi } from 'vitest';
import { announceContentChange, onContentChange } from '../../../admin/content/content-channel';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

it('another tab hears a change; a stopped listener does not', async () => {
  const heard = vi.fn();
  const stopped = vi.fn();
  stops.push(onContentChange(heard));
  onContentChange(stopped)();
  announceContentChange();
  await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
  expect(stopped).not.toHaveBeenCalled();
});

it('a tab shown again catches up; hidden, it waits', () => {
  const heard = vi.fn();
  stops.push(onContentChange(heard));
  const state = vi.spyOn(document, 'visibilityState', 'get');
  state.mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(heard).not.toHaveBeenCalled();
  state.mockReturnValue('visible');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(heard).toHaveBeenCalledTimes(1);
  state.mockRestore();
});
