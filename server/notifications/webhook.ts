/**
 * The chat webhook's post (docs/inbox.md "Chat webhook"; docs/decisions/0047-chat-webhook-outbox.md):
 * composes a Slack-compatible incoming-webhook body (`{"text": "…"}`, Slack "Sending messages
 * using incoming webhooks") for a message the outbox (server/db/webhook-outbox.ts) claimed, and
 * posts it with Node's fetch (undici).
 *
 * - What it says: who (the name the visitor gave), the page and language the message came from,
 *   and a link to it in the inbox. Never the address (personal data a chat channel need not hold)
 *   and never the subject or text unless `WEBHOOK_INCLUDE_BODY=on`.
 * - Visitor text is escaped for Slack's mrkdwn (`&`, `<`, `>` as `&amp;`, `&lt;`, `&gt;`: Slack
 *   "Formatting text for app surfaces", "Escaping text"), so a name cannot make a link or a
 *   mention (`<!channel>`).
 * - Outcomes: a 2xx is sent; 429, 5xx, a time-out ({@link WEBHOOK_TIMEOUT_MS}) or a network error
 *   is retried with the outbox's back-off, no sooner than a `Retry-After` (RFC 9110 §10.2.3);
 *   a redirect is not followed (the URL is a configured secret: it should not move) and, like any
 *   other 4xx, fails the row for good with the status recorded.
 */
import { site } from '../../common/site';
import type { ClaimedWebhook, WebhookMessage } from '../db/webhook-outbox';
import type { WebhookConfig } from '../env';
import { WEBHOOK_BODY_MAX_CHARS, WEBHOOK_TIMEOUT_MS } from './limits';

/** The JSON posted: Slack's incoming-webhook shape (other chat tools accept `text` too). */
export interface WebhookPayload {
  text: string;
}

/**
 * A failed post, as the sender's settle step reads it (server/notifications/sender.ts):
 * `permanent` fails the row at once; `retryAfterMs` delays the next attempt at least that long.
 */
export class WebhookSendError extends Error {
  override name = 'WebhookSendError';
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** Escapes Slack mrkdwn's control characters in visitor text (`&`, `<`, `>`), one line. */
export function escapeMrkdwn(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Escapes visitor text that keeps its lines (the message's body). */
function escapeBlock(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The message's place in the inbox: `<site>/admin?message=<id>` (the inbox opens that message;
 * the id is no personal data). `origin` defaults to the site's public origin (common/site.ts).
 */
export function inboxLink(id: number, origin: string = site.siteUrl): string {
  return new URL(`/admin?message=${id}`, origin).href;
}

/**
 * The post of a message: `New message from <name> on <page> (<language>): <link|Open in the
 * inbox>`, and with `includeBody` the subject and text (clipped to
 * {@link WEBHOOK_BODY_MAX_CHARS}) as a quote.
 */
export function composeWebhook(
  message: WebhookMessage,
  options: { includeBody: boolean; origin?: string },
): WebhookPayload {
  const name = escapeMrkdwn(message.name.trim()) || 'someone';
  const where = message.page ? ` on ${escapeMrkdwn(message.page)}` : '';
  const language = message.language ? ` (${escapeMrkdwn(message.language)})` : '';
  let text = `New message from *${name}*${where}${language}: <${inboxLink(message.id, options.origin)}|Open in the inbox>`;
  if (options.includeBody) {
    const body =
      message.message.length > WEBHOOK_BODY_MAX_CHARS
        ? `${message.message.slice(0, WEBHOOK_BODY_MAX_CHARS - 1)}…`
        : message.message;
    const quoted = escapeBlock(body)
      .split(/\r?\n/)
      .map((line) => `> ${line}`)
      .join('\n');
    text += `\n*${escapeMrkdwn(message.subject)}*\n${quoted}`;
  }
  return { text };
}

/**
 * `Retry-After` in milliseconds from `now`: delay-seconds or an HTTP date (RFC 9110 §10.2.3);
 * undefined when absent or unreadable.
 */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Options of {@link createWebhookPoster}. */
export interface WebhookPosterOptions {
  config: WebhookConfig;
  /** Default: the global fetch (undici). */
  fetch?: typeof fetch;
  /** Milliseconds. Default {@link WEBHOOK_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** The inbox link's origin. Default the site's (common/site.ts). */
  origin?: string;
  /** Epoch ms, for `Retry-After` dates. Default `Date.now`. */
  now?: () => number;
}

/**
 * The sender's post of one claimed row.
 * @returns a function resolving once the webhook answered 2xx
 * @throws {WebhookSendError} any other outcome; see the module comment
 */
export function createWebhookPoster(
  options: WebhookPosterOptions,
): (row: ClaimedWebhook) => Promise<void> {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  return async (row) => {
    const payload = composeWebhook(row.message, {
      includeBody: options.config.includeBody,
      origin: options.origin,
    });
    let response: Response;
    try {
      response = await doFetch(options.config.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: unknown } }).cause;
      const code = typeof cause?.code === 'string' ? `${cause.code}: ` : '';
      const reason =
        (error as Error).name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : `${code}${(error as Error).message}`;
      throw new WebhookSendError(reason, false);
    }
    // The answer's body is not needed (Slack says "ok"); release the connection.
    const answer = (await response.text().catch(() => '')).slice(0, 200).replace(/\s+/g, ' ');
    if (response.status >= 200 && response.status < 300) return;
    const reason = `HTTP ${response.status}${answer ? `: ${answer}` : ''}`;
    if (response.status === 429 || response.status >= 500) {
      throw new WebhookSendError(
        reason,
        false,
        retryAfterMs(response.headers.get('retry-after'), now()),
      );
    }
    if (response.status >= 300 && response.status < 400) {
      throw new WebhookSendError(`${reason} (redirect not followed)`, true);
    }
    throw new WebhookSendError(reason, true);
  };
}
