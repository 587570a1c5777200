import { Fragment, useRef, type RefObject } from 'react';
import type { InboxMessage } from '../../../common/admin-api';
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
import { formatDate, notificationText, replyHref, STATUS_LABELS } from '../utils/format';
import type { MessageActions } from '../hooks/use-message-actions';

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
  headingRef,
  actions,
  onBack,
}: {
  message: InboxMessage | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  actions: Omit<MessageActions, 'open'>;
  onBack: () => void;
}) {
  return (
    <section
      aria-labelledby={message ? 'message-heading' : undefined}
      aria-label={message ? undefined : 'Message'}
      className={message ? 'block' : 'hidden lg:block'}
    >
      {message ? (
        <MessageView message={message} headingRef={headingRef} actions={actions} onBack={onBack} />
      ) : (
        <p className="rounded border border-dashed border-faint p-6 text-muted">
          Select a message to read it.
        </p>
      )}
    </section>
  );
}

/** A message's heading, details, text and actions (Reply, status moves, Delete). */
function MessageView({
  message,
  headingRef,
  actions,
  onBack,
}: {
  message: InboxMessage;
  headingRef: RefObject<HTMLHeadingElement | null>;
  actions: Omit<MessageActions, 'open'>;
  onBack: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const moves = [
    { status: 'new', label: 'Mark unread' },
    { status: 'archived', label: 'Archive' },
    { status: 'spam', label: 'Spam' },
  ] as const;
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
        <dt className="font-medium text-muted">Received</dt>
        <dd>{formatDate(message.received_at)}</dd>
        <dt className="font-medium text-muted">Status</dt>
        <dd>{STATUS_LABELS[message.status]}</dd>
        <dt className="font-medium text-muted">Notification</dt>
        <dd className="flex flex-wrap items-center gap-2 break-words">
          <span data-testid="notification-state">{notificationText(message.notification)}</span>
          {message.notification.state !== 'queued' && (
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
      <div className="flex flex-wrap gap-2">
        <a className={primary} href={replyHref(message)}>
          Reply
        </a>
        {moves.map(
          ({ status, label }) =>
            message.status !== status && (
              <button
                key={status}
                type="button"
                className={secondary}
                onClick={() => void actions.move(message, status)}
              >
                {label}
              </button>
            ),
        )}
        <button type="button" className={danger} onClick={() => dialogRef.current?.showModal()}>
          Delete
        </button>
      </div>
      <DeleteDialog dialogRef={dialogRef} onConfirm={() => void actions.erase(message)} />
    </article>
  );
}
