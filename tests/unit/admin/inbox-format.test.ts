/**
 * The inbox's notification sentence (admin/inbox/utils/format.ts `notificationText`) counts
 * attempts in English's singular and plural, and the chat webhook's `?message=` link names the
 * message the inbox opens (admin/inbox/hooks/use-message-selection.ts).
 */
import { describe, expect, it } from 'vitest';
import { messageIdFromUrl } from '../../../admin/inbox/hooks/use-message-selection';
import { notificationText } from '../../../admin/inbox/utils/format';

const notification = (state: 'queued' | 'failed', attempts: number, lastError = null) => ({
  state,
  attempts,
  lastError,
  sentAt: null,
});

describe('notificationText', () => {
  it('says "1 attempt" in the singular and "2 attempts" in the plural', () => {
    expect(notificationText(notification('queued', 1))).toBe('Queued (1 attempt so far)');
    expect(notificationText(notification('queued', 2))).toBe('Queued (2 attempts so far)');
    expect(notificationText(notification('queued', 0))).toBe('Queued');
    expect(notificationText(notification('failed', 1))).toBe('Failed after 1 attempt');
    expect(notificationText(notification('failed', 3))).toBe('Failed after 3 attempts');
  });
});

describe('messageIdFromUrl', () => {
  it('reads a positive id from ?message= and nothing else', () => {
    expect(messageIdFromUrl('?message=42')).toBe(42);
    expect(messageIdFromUrl('?status=new&message=7')).toBe(7);
    for (const search of [
      '',
      '?message=',
      '?message=0',
      '?message=-1',
      '?message=1e3',
      '?message=a@b',
    ])
      expect(messageIdFromUrl(search), search).toBeNull();
  });
});
