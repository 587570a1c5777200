// @vitest-environment jsdom
/**
 * The inbox's message view (admin/inbox/components/message-detail.tsx) with its notes and history
 * read through a mocked fetch: status and owner are labelled selects saved together by one
 * button (changing a select sends nothing by itself), a note is added from a labelled form and
 * the timeline shows it with who and when, and the erase-by-address dialog names the count.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxMessage, InboxMessageDetail } from '../../../common/admin-api';
import { MessageDetail } from '../../../admin/inbox/components/message-detail';
import type { MessageActions } from '../../../admin/inbox/hooks/use-message-actions';

const MESSAGE: InboxMessage = {
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Optimus pricing',
  message: 'How much for 40?',
  status: 'open',
  owner: null,
  language: 'fr',
  page: '/fr/contact',
  spamReason: null,
  created_at: '2026-12-01T09:00:00.000Z',
  received_at: '2026-12-01T09:00:00.000Z',
  notification: { state: 'sent', attempts: 1, lastError: null, sentAt: '2026-12-01T09:00:05.000Z' },
};

let detail: InboxMessageDetail;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  detail = {
    ...MESSAGE,
    notes: [],
    replies: [],
    history: [
      {
        id: 1,
        at: '2026-12-01T09:01:00.000Z',
        actor: 'ben@team.example',
        kind: 'status',
        from: 'new',
        to: 'open',
        noteId: null,
        replyId: null,
      },
    ],
    sameAddress: 2,
  };
  fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/admin/messages/7' || url === '/api/admin/messages/8')
      return Response.json(detail);
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  // Unmount first: a queued reply keeps a refresh timer until the view goes.
  cleanup();
  vi.unstubAllGlobals();
});

function renderDetail(message: InboxMessage = MESSAGE) {
  const actions: Omit<MessageActions, 'open'> = {
    change: vi.fn(async () => {}),
    note: vi.fn(async () => {
      detail = {
        ...detail,
        notes: [
          {
            id: 3,
            author: 'ada@team.example',
            createdAt: '2026-12-01T10:00:00.000Z',
            text: 'Wants 40 units',
          },
        ],
        history: [
          ...detail.history,
          {
            id: 2,
            at: '2026-12-01T10:00:00.000Z',
            actor: 'ada@team.example',
            kind: 'note',
            from: null,
            to: null,
            noteId: 3,
            replyId: null,
          },
        ],
      };
      return true;
    }),
    reply: vi.fn(async (_message: InboxMessage, text: string) => {
      detail = {
        ...detail,
        status: 'replied',
        replies: [
          {
            id: 4,
            author: 'ada@team.example',
            createdAt: '2026-12-01T11:00:00.000Z',
            text,
            delivery: { state: 'queued', attempts: 0, lastError: null, sentAt: null },
          },
          {
            id: 5,
            author: 'ben@team.example',
            createdAt: '2026-12-01T11:05:00.000Z',
            text: '<b>not markup</b>',
            delivery: { state: 'failed', attempts: 9, lastError: '554 refused', sentAt: null },
          },
        ],
      };
      return true;
    }),
    resendReply: vi.fn(async () => true),
    erase: vi.fn(async () => {}),
    eraseAddress: vi.fn(async () => {}),
    resend: vi.fn(async () => {}),
    notSpam: vi.fn(async () => {}),
  };
  const view = (shown: InboxMessage) => (
    <MessageDetail
      message={shown}
      headingRef={createRef()}
      actions={actions}
      team={{ me: 'ada@team.example', accounts: ['ada@team.example', 'ben@team.example'] }}
      report={(caught) => {
        throw caught;
      }}
      onBack={() => {}}
    />
  );
  const { rerender } = render(view(message));
  return Object.assign(actions, { show: (shown: InboxMessage) => rerender(view(shown)) });
}

describe('the message view', () => {
  it('saves status and owner together, only on Save', async () => {
    const actions = renderDetail();
    const status = screen.getByRole('combobox', { name: 'Status' });
    const owner = screen.getByRole('combobox', { name: 'Owner' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(status).toHaveProperty('value', 'open');
    expect(owner).toHaveProperty('value', '');
    expect(save).toHaveProperty('disabled', true);
    expect(
      within(owner)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nobody', 'ada@team.example (me)', 'ben@team.example']);

    fireEvent.change(status, { target: { value: 'replied' } });
    fireEvent.change(owner, { target: { value: 'ben@team.example' } });
    expect(actions.change).not.toHaveBeenCalled();
    fireEvent.click(save);
    await waitFor(() =>
      expect(actions.change).toHaveBeenCalledWith(MESSAGE, {
        status: 'replied',
        owner: 'ben@team.example',
      }),
    );
  });

  it('keeps an unsaved choice when the server moves the message on, and follows it elsewhere', async () => {
    // Opening a new message turns it "open" on the server while the reader may already be
    // choosing: the pick stays, the untouched owner follows a colleague's change.
    const actions = renderDetail({ ...MESSAGE, status: 'new' });
    const status = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.change(status, { target: { value: 'closed' } });
    actions.show({ ...MESSAGE, status: 'open', owner: 'ben@team.example' });
    expect(status).toHaveProperty('value', 'closed');
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveProperty(
      'value',
      'ben@team.example',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(actions.change).toHaveBeenCalledWith(
        { ...MESSAGE, status: 'open', owner: 'ben@team.example' },
        { status: 'closed' },
      ),
    );
    // Another message starts from its own values, not the choice made here.
    actions.show({ ...MESSAGE, id: 8, status: 'replied' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'replied');
  });

  it('adds a note and shows it in the timeline with who and when', async () => {
    const actions = renderDetail();
    const timeline = await screen.findByRole('list', { name: 'History' });
    expect(timeline.textContent).toContain('ben@team.example changed the status from New to Open');

    const note = screen.getByRole('textbox', { name: 'Internal note' });
    expect(note).toHaveProperty('maxLength', 2000);
    expect(note.getAttribute('aria-describedby')).toBe('note-hint');
    fireEvent.change(note, { target: { value: 'Wants 40 units' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(actions.note).toHaveBeenCalledWith(MESSAGE, 'Wants 40 units'));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'History' }).textContent).toContain(
        'ada@team.example added a note',
      ),
    );
    expect(screen.getByText('Wants 40 units')).toBeTruthy();
    expect(note).toHaveProperty('value', '');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the page and the language the message was sent from', () => {
    renderDetail();
    expect(screen.getByTestId('message-origin').textContent).toBe('/fr/contact · French');
    cleanup();
    renderDetail({ ...MESSAGE, page: null, language: null });
    expect(screen.getByTestId('message-origin').textContent).toBe('Not recorded');
  });

  it('moves a closed (archived) message back to the inbox by name', async () => {
    renderDetail();
    expect(screen.queryByRole('button', { name: 'Move to inbox' })).toBeNull();
    cleanup();
    const closed = { ...MESSAGE, status: 'closed' as const };
    const actions = renderDetail(closed);
    fireEvent.click(screen.getByRole('button', { name: 'Move to inbox' }));
    await waitFor(() => expect(actions.change).toHaveBeenCalledWith(closed, { status: 'open' }));
  });

  it('says e-mail is off, with no Resend, when the server has no SMTP server', () => {
    renderDetail({
      ...MESSAGE,
      notification: { state: 'off', attempts: 0, lastError: null, sentAt: null },
    });
    expect(screen.getByTestId('notification-state').textContent).toBe(
      'E-mail is off (no SMTP server configured)',
    );
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it('sends a reply from a labelled form and shows the thread with delivery states, as text', async () => {
    const actions = renderDetail();
    const form = screen.getByRole('textbox', { name: 'Reply to the visitor' });
    expect(form).toHaveProperty('maxLength', 10_000);
    expect(form.getAttribute('dir')).toBe('auto');
    const send = screen.getByRole('button', { name: 'Send reply' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(form, { target: { value: 'مرحبا، شكرا لرسالتك' } });
    fireEvent.click(send);
    await waitFor(() => expect(actions.reply).toHaveBeenCalledWith(MESSAGE, 'مرحبا، شكرا لرسالتك'));
    const thread = await screen.findByRole('list', { name: 'Replies' });
    const [first, second] = within(thread).getAllByRole('listitem');
    expect(first!.textContent).toContain('ada@team.example');
    expect(first!.textContent).toContain('مرحبا، شكرا لرسالتك');
    expect(first!.textContent).toContain('E-mail: Queued');
    expect(second!.textContent).toContain('E-mail: Failed after 9 attempts: 554 refused');
    expect(second!.querySelector('b')).toBeNull();
    expect(form).toHaveProperty('value', '');
    fireEvent.click(within(second!).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(actions.resendReply).toHaveBeenCalledWith(MESSAGE, 5));
  });

  it('names the count in the erase-by-address confirmation', async () => {
    renderDetail();
    const erase = screen.getByRole('button', { name: 'Erase everything from this address' });
    await waitFor(() => expect(erase).toHaveProperty('disabled', false));
    expect(
      screen.getByRole('heading', { name: 'Erase 2 messages from ada@example.com?', hidden: true }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erase 2 messages', hidden: true })).toBeTruthy();
  });

  it('a message in Spam says why, holds back Resend and offers Not spam', async () => {
    const spam: InboxMessage = {
      ...MESSAGE,
      status: 'spam',
      spamReason: 'honeypot',
      notification: { state: 'none', attempts: 0, lastError: null, sentAt: null },
    };
    detail = { ...detail, ...spam };
    const actions = renderDetail(spam);
    const notice = screen.getByTestId('spam-notice');
    expect(notice.textContent).toContain('hidden anti-bot field was filled');
    expect(screen.getByTestId('notification-state').textContent).toBe('Not sent: filed as spam');
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Not spam' }));
    expect(actions.notSpam).toHaveBeenCalledWith(spam);
  });

  it('a message not in Spam has no Not spam button', () => {
    renderDetail();
    expect(screen.queryByTestId('spam-notice')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Not spam' })).toBeNull();
  });
});
