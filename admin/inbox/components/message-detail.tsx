import { durationText } from '../../../common/reply-times';
import { Fragment, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  INBOX_STATUSES,
  NOTE_MAX_CHARS,
  REPLY_MAX_CHARS,
  type InboxMessage,
  type InboxMessageDetail,
  type InboxStatus,
} from '../../../common/admin-api';
import {
  CONTACT_FIELDS,
  fieldWithRole,
  roleOf,
  shownValue,
  teamLabelOf,
  type ContactFieldSpec,
} from '../../../common/contact-fields';
import { danger, primary, secondary } from '../../components/buttons';
import { DeleteDialog } from './delete-dialog';
import { EraseAddressDialog } from './erase-address-dialog';
import { SentFrom } from './sent-from';
import { TextForm } from './text-form';
import {
  formatDate,
  historyText,
  notificationText,
  replyDeliveryText,
  replyHref,
  SPAM_REASON_TEXT,
  STATUS_LABELS,
} from '../utils/format';
import type { MessageActions } from '../hooks/use-message-actions';
import { useMessageDetail } from '../hooks/use-message-detail';
import type { Team } from '../hooks/use-team';

/** The heading's field and the text's (common/contact-fields.ts roles `title`, `body`). */
const TITLE = fieldWithRole('title');
const BODY = fieldWithRole('body');

/**
 * The fields listed above the text (common/contact-fields.ts): those the inbox shows, but the
 * heading and the text; the sender labelled "From". An optional one left empty is left out.
 */
const DETAIL_FIELDS = (CONTACT_FIELDS as readonly ContactFieldSpec[]).filter(
  (field) => field.inInbox !== false && !['title', 'body'].includes(roleOf(field)),
);

/**
 * The open message, or a hint to pick one. Visitor text is rendered as React text nodes, never
 * as HTML (OWASP XSS Prevention Cheat Sheet), each field in the direction of its own text
 * (`dir="auto"`, HTML §3.2.6.4: an Arabic subject or message reads right to left). Below 1024 px it takes the list's place, with a
 * "Back to messages" button first; at any width the heading takes focus when a message opens.
 */
export function MessageDetail({
  message,
  ...view
}: Omit<MessageViewProps, 'message'> & { message: InboxMessage | null }) {
  return (
    <section
      aria-labelledby={message ? 'message-heading' : undefined}
      aria-label={message ? undefined : 'Message'}
      className={message ? 'block' : 'hidden lg:block'}
    >
      {message ? (
        <MessageView message={message} {...view} />
      ) : (
        <p className="rounded border border-dashed border-faint p-6 text-muted">
          Select a message to read it.
        </p>
      )}
    </section>
  );
}

/** What {@link MessageView} shows and what it can do; {@link MessageDetail} takes the same. */
interface MessageViewProps {
  message: InboxMessage;
  headingRef: RefObject<HTMLHeadingElement | null>;
  actions: Omit<MessageActions, 'open'>;
  /** The signed-in account and the accounts a message may be given to. */
  team: Team;
  /** Where a failure to read the message's notes and history goes. */
  report: (caught: unknown) => void;
  onBack: () => void;
}

/** A message's heading, details, text, actions, status and owner, notes and history. */
function MessageView({ message, headingRef, actions, team, report, onBack }: MessageViewProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const eraseRef = useRef<HTMLDialogElement>(null);
  const { detail, reload } = useMessageDetail(message, report);
  return (
    <article className="rounded border border-line-strong bg-white p-4">
      <button type="button" className={`${secondary} mb-3 lg:hidden`} onClick={onBack}>
        ← Back to messages
      </button>
      <h2
        id="message-heading"
        dir="auto"
        ref={headingRef}
        tabIndex={-1}
        className="mb-3 text-lg font-semibold break-words focus:outline-none"
      >
        {message[TITLE.column]}
      </h2>
      {message.status === 'spam' && <SpamNotice message={message} onNotSpam={actions.notSpam} />}
      <dl className="mb-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {DETAIL_FIELDS.filter((field) => field.required || shownValue(message, field) !== '').map(
          (field) => (
            <Fragment key={field.name}>
              <dt className="font-medium text-muted">
                {roleOf(field) === 'sender' ? 'From' : teamLabelOf(field)}
              </dt>
              <dd dir="auto" className={field.kind === 'email' ? 'break-all' : 'break-words'}>
                {shownValue(message, field)}
              </dd>
            </Fragment>
          ),
        )}
        <dt className="font-medium text-muted">Sent from</dt>
        <dd data-testid="message-origin" className="break-all">
          <SentFrom message={message} />
        </dd>
        <dt className="font-medium text-muted">Received</dt>
        <dd>{formatDate(message.received_at)}</dd>
        <dt className="font-medium text-muted">Notification</dt>
        <dd className="flex flex-wrap items-center gap-2 break-words">
          <span data-testid="notification-state">
            {notificationText(message.notification, message.status)}
          </span>
          {message.notification.state !== 'queued' &&
            message.notification.state !== 'off' &&
            message.status !== 'spam' && (
              <button
                type="button"
                className={secondary}
                onClick={() => void actions.resend(message)}
              >
                Resend
              </button>
            )}
        </dd>
      </dl>
      <div
        data-testid="message-text"
        dir="auto"
        className="mb-4 rounded bg-subtle p-3 break-words whitespace-pre-wrap"
      >
        {message[BODY.column]}
      </div>
      <div className="mb-4 flex flex-wrap gap-2">
        <a className={secondary} href={replyHref(message)}>
          Reply in your mail app
        </a>
        {message.status === 'closed' && (
          <button
            type="button"
            className={secondary}
            onClick={() => void actions.change(message, { status: 'open' })}
          >
            Move to inbox
          </button>
        )}
        <button type="button" className={danger} onClick={() => dialogRef.current?.showModal()}>
          Delete
        </button>
        <button
          type="button"
          className={danger}
          disabled={!detail}
          onClick={() => eraseRef.current?.showModal()}
        >
          Erase everything from this address
        </button>
      </div>
      <ReplyThread
        detail={detail}
        reload={reload}
        onReply={async (text) => {
          const queued = await actions.reply(message, text);
          if (queued) reload();
          return queued;
        }}
        onResend={async (replyId) => {
          if (await actions.resendReply(message, replyId)) reload();
        }}
      />
      <HandlingForm key={message.id} message={message} team={team} onChange={actions.change} />
      <NotesAndHistory
        detail={detail}
        onNote={async (text) => {
          const stored = await actions.note(message, text);
          if (stored) reload();
          return stored;
        }}
      />
      <DeleteDialog dialogRef={dialogRef} onConfirm={() => void actions.erase(message)} />
      <EraseAddressDialog
        dialogRef={eraseRef}
        address={message.email}
        count={detail?.sameAddress ?? 0}
        onConfirm={() => void actions.eraseAddress(message)}
      />
    </article>
  );
}

/** How often the thread is read again while a reply's e-mail is still queued. Milliseconds. */
const QUEUED_REFRESH_MS = 3_000;

/**
 * The replies to the visitor, oldest first, each with its author, time and delivery (queued,
 * retrying and why, sent, failed and why, with "Send again"), and the reply form. A reply is plain
 * text, rendered as text (`dir="auto"`: an Arabic reply reads right to left); it is e-mailed
 * from the site's address with the visitor's message quoted (docs/inbox.md "Replying").
 */
function ReplyThread({
  detail,
  reload,
  onReply,
  onResend,
}: {
  detail: InboxMessageDetail | null;
  reload: () => void;
  /** Queues a reply. @returns true when queued (the form then empties) */
  onReply: (text: string) => Promise<boolean>;
  onResend: (replyId: number) => Promise<void>;
}) {
  const replies = detail?.replies ?? [];
  const waiting = replies.some((reply) => reply.delivery.state === 'queued');
  // Delivery happens in the background: follow it while an e-mail is queued.
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(reload, QUEUED_REFRESH_MS);
    return () => clearInterval(timer);
  }, [waiting, reload]);

  return (
    <section aria-labelledby="replies-heading" className="mb-4 rounded border border-line p-3">
      <h3 id="replies-heading" className="mb-2 font-semibold">
        Replies
      </h3>
      {replies.length > 0 && detail && (
        <p className="mb-2 text-sm text-muted" data-testid="first-reply">
          First reply{' '}
          {durationText(
            Math.max(0, Date.parse(replies[0]!.createdAt) - Date.parse(detail.received_at)),
          )}{' '}
          after the message arrived.
        </p>
      )}
      {replies.length > 0 && (
        <ol aria-label="Replies" className="mb-3 flex flex-col gap-3">
          {replies.map((reply) => (
            <li key={reply.id} className="rounded border border-line p-2 text-sm">
              <p className="mb-1">
                <span className="font-medium break-all">{reply.author}</span>{' '}
                <time dateTime={reply.createdAt} className="text-muted">
                  {formatDate(reply.createdAt)}
                </time>
              </p>
              <p dir="auto" className="mb-1 break-words whitespace-pre-wrap">
                {reply.text}
              </p>
              <p
                data-testid="reply-delivery"
                className={`flex flex-wrap items-center gap-2 break-words ${reply.delivery.state === 'failed' ? 'text-danger-strong' : 'text-muted'}`}
              >
                <span>E-mail: {replyDeliveryText(reply.delivery)}</span>
                {reply.delivery.state === 'failed' && (
                  <button
                    type="button"
                    className={secondary}
                    onClick={() => void onResend(reply.id)}
                  >
                    Send again
                  </button>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      <TextForm
        name="reply"
        label="Reply to the visitor"
        hint="E-mailed from the site’s address with their message quoted; their answer comes to the team’s mailbox."
        maxChars={REPLY_MAX_CHARS}
        rows={4}
        dir="auto"
        buttonClass={primary}
        buttonText="Send reply"
        onSubmit={onReply}
      />
    </section>
  );
}

/**
 * Above a message in Spam: why it is there (the server's reason, or "marked by hand") and the
 * "Not spam" button, which moves it to the inbox as New and notifies the team then (once).
 */
function SpamNotice({
  message,
  onNotSpam,
}: {
  message: InboxMessage;
  onNotSpam: MessageActions['notSpam'];
}) {
  const [moving, setMoving] = useState(false);
  return (
    <div
      data-testid="spam-notice"
      className="mb-4 flex flex-wrap items-center gap-3 rounded border border-line-strong bg-subtle p-3 text-sm"
    >
      <p className="min-w-0 flex-1 basis-60">
        <strong>In Spam:</strong>{' '}
        {message.spamReason ? SPAM_REASON_TEXT[message.spamReason] : 'marked as spam by the team'}.
        Nobody was notified; it is erased 30 days after it arrived.
      </p>
      <button
        type="button"
        className={primary}
        disabled={moving}
        onClick={() => {
          setMoving(true);
          void onNotSpam(message).finally(() => setMoving(false));
        }}
      >
        Not spam
      </button>
    </div>
  );
}

/**
 * The message's status and owner: two labelled native selects and one Save button, so moving
 * through the options with the arrow keys (which changes a closed select's value at once) sends
 * nothing until the reader saves; each change saved is one event in the history.
 */
function HandlingForm({
  message,
  team,
  onChange,
}: {
  message: InboxMessage;
  team: Team;
  onChange: MessageActions['change'];
}) {
  const [status, setStatus] = useState<InboxStatus>(message.status);
  const [owner, setOwner] = useState(message.owner ?? '');
  const [saving, setSaving] = useState(false);
  // The server's copy moved on (saved here, opened, or changed by a colleague): follow it where
  // the reader has not chosen anything, and keep an unsaved choice, so opening the message
  // (new -> open) while the reader picks "Closed" does not undo the pick.
  const server = useRef({ status: message.status, owner: message.owner ?? '' });
  useEffect(() => {
    const before = server.current;
    const now = { status: message.status, owner: message.owner ?? '' };
    server.current = now;
    setStatus((chosen) => (chosen === before.status ? now.status : chosen));
    setOwner((chosen) => (chosen === before.owner ? now.owner : chosen));
  }, [message.status, message.owner]);
  const owners = [...new Set([...team.accounts, ...(message.owner ? [message.owner] : [])])];
  const changed = status !== message.status || owner !== (message.owner ?? '');

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!changed) return;
    setSaving(true);
    await onChange(message, {
      ...(status !== message.status ? { status } : {}),
      ...(owner !== (message.owner ?? '') ? { owner: owner || null } : {}),
    });
    setSaving(false);
  }

  return (
    <form
      onSubmit={(event) => void save(event)}
      aria-labelledby="handling-heading"
      className="mb-4 rounded border border-line p-3"
    >
      <h3 id="handling-heading" className="mb-2 font-semibold">
        Handling
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="message-status" className="text-sm font-medium text-muted">
            Status
          </label>
          <select
            id="message-status"
            value={status}
            onChange={(event) => setStatus(event.target.value as InboxStatus)}
            className="min-h-10 rounded border border-field bg-white px-2 py-2 text-sm"
          >
            {INBOX_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-56 flex-1 flex-col gap-1">
          <label htmlFor="message-owner" className="text-sm font-medium text-muted">
            Owner
          </label>
          <select
            id="message-owner"
            value={owner}
            onChange={(event) => setOwner(event.target.value)}
            className="min-h-10 w-full max-w-xs rounded border border-field bg-white px-2 py-2 text-sm"
          >
            <option value="">Nobody</option>
            {owners.map((email) => (
              <option key={email} value={email}>
                {email === team.me ? `${email} (me)` : email}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={secondary} disabled={!changed || saving}>
          Save
        </button>
      </div>
    </form>
  );
}

/**
 * Internal notes (a form; never sent to the visitor) and the message's history as a timeline,
 * oldest first: every change of status or owner and every note, with who and when.
 */
function NotesAndHistory({
  detail,
  onNote,
}: {
  detail: InboxMessageDetail | null;
  /** Stores a note. @returns true when stored (the form then empties) */
  onNote: (text: string) => Promise<boolean>;
}) {
  const notes = new Map(detail?.notes.map((note) => [note.id, note]));

  return (
    <section aria-labelledby="history-heading">
      <h3 id="history-heading" className="mb-2 font-semibold">
        Notes and history
      </h3>
      <TextForm
        name="note"
        label="Internal note"
        hint="Only the team sees notes; they are never sent to the visitor."
        maxChars={NOTE_MAX_CHARS}
        rows={3}
        className="mb-3"
        buttonClass={secondary}
        buttonText="Add note"
        onSubmit={onNote}
      />
      {detail === null ? (
        <p className="text-sm text-muted">Loading the history…</p>
      ) : detail.history.length === 0 ? (
        <p className="text-sm text-muted">Nothing has happened to this message yet.</p>
      ) : (
        <ol aria-label="History" className="flex flex-col gap-2 border-s-2 border-line ps-3">
          {detail.history.map((event) => {
            const note = event.noteId === null ? undefined : notes.get(event.noteId);
            return (
              <li key={event.id} className="text-sm">
                <time dateTime={event.at} className="text-muted">
                  {formatDate(event.at)}
                </time>{' '}
                <span className="font-medium break-all">{event.actor}</span> {historyText(event)}
                {note && (
                  <p
                    dir="auto"
                    className="mt-1 rounded bg-subtle p-2 break-words whitespace-pre-wrap"
                  >
                    {note.text}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
