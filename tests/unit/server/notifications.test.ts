/**
 * The pure parts of the notifications (DESIGN §8): the retry schedule, header and HTML safety of
 * the e-mail, the notification settings of the environment, and the CLI's notification line.
 */
import fc from 'fast-check';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { formatNotification } from '../../../server/cli/messages';
import { EnvError, parseEnv, redactUrlPassword } from '../../../server/env';
import {
  NOTIFY_RETRY_BASE_MS,
  NOTIFY_RETRY_CAP_MS,
  NOTIFY_RETRY_JITTER,
} from '../../../server/notifications/limits';
import { escapeHtml } from '../../../server/html-escape';
import {
  composeNotification,
  displayName,
  headerSafe,
  mailDomain,
  notificationMessageId,
} from '../../../server/notifications/email';
import {
  composeReply,
  mailboxOf,
  quote,
  replySubject,
} from '../../../server/notifications/reply-email';
import { describeSendError, retryDelayMs } from '../../../server/notifications/sender';

describe('retryDelayMs', () => {
  it('starts at 10 s, doubles, and stays within [10 s, 1 h] whatever the jitter', () => {
    expect(retryDelayMs(1, 0.5)).toBe(NOTIFY_RETRY_BASE_MS);
    expect(retryDelayMs(2, 0.5)).toBe(2 * NOTIFY_RETRY_BASE_MS);
    expect(retryDelayMs(5, 0.5)).toBe(16 * NOTIFY_RETRY_BASE_MS);
    expect(retryDelayMs(30, 0.5)).toBe(NOTIFY_RETRY_CAP_MS);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.double({ min: 0, max: 0.9999, noNaN: true }),
        (n, r) => {
          const delay = retryDelayMs(n, r);
          return delay >= NOTIFY_RETRY_BASE_MS && delay <= NOTIFY_RETRY_CAP_MS;
        },
      ),
    );
  });

  it('jitters by ± NOTIFY_RETRY_JITTER of the exponential delay', () => {
    const exponential = 8 * NOTIFY_RETRY_BASE_MS;
    expect(retryDelayMs(4, 0)).toBe(Math.round(exponential * (1 - NOTIFY_RETRY_JITTER)));
    expect(retryDelayMs(4, 0.9999)).toBeCloseTo(exponential * (1 + NOTIFY_RETRY_JITTER), -2);
  });
});

describe('describeSendError', () => {
  it('keeps the SMTP reply, else the code and message', () => {
    expect(describeSendError({ response: '451 4.3.0 busy', message: 'x' })).toBe('451 4.3.0 busy');
    expect(describeSendError({ code: 'ETIMEDOUT', message: 'Greeting never received' })).toBe(
      'ETIMEDOUT: Greeting never received',
    );
    expect(describeSendError('boom')).toBe('boom');
  });
});

describe('headerSafe and escapeHtml', () => {
  it('headerSafe leaves no control character, line or paragraph separator, or bidi control', () => {
    expect(headerSafe('a\r\nBcc: x@example.com\u2028b\u202Ec\u0000d\te')).toBe(
      'a Bcc: x@example.com bc d e',
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        // eslint-disable-next-line no-control-regex -- the property is about control characters
        return !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(headerSafe(text));
      }),
      { numRuns: 300 },
    );
  });

  it('escapeHtml escapes the five characters that matter in content and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#x27;y&#x27;&gt;&amp;amp;&lt;/a&gt;',
    );
    fc.assert(fc.property(fc.string(), (text) => !/[<>"']/.test(escapeHtml(text))));
  });
});

describe('composeNotification', () => {
  const message = {
    id: 7,
    name: 'Ada <b>',
    email: 'ada@example.com',
    subject: 'Hi\r\nBcc: x@example.com',
    message: 'Body <script>',
    received_at: '2025-03-01T10:00:00.000Z',
  };
  const mail = composeNotification(message, {
    to: ['team@example.com'],
    from: 'noreply@example.com',
  });

  it('goes to the team only, Reply-To the visitor, with a one-line subject', () => {
    expect(mail.to).toEqual(['team@example.com']);
    expect(mail).not.toHaveProperty('cc');
    expect(mail).not.toHaveProperty('bcc');
    // The name loses what a reader could take for an address (RFC 5322 name-addr).
    expect(mail.replyTo).toEqual({ name: 'Ada', address: 'ada@example.com' });
    expect(mail.subject).toBe('[Contact] Hi Bcc: x@example.com');
  });

  it('has both bodies with every field, the HTML escaped and without remote content', () => {
    expect(mail.text).toContain('Name: Ada <b>');
    expect(mail.text).toContain('Received: 2025-03-01 10:00:00 UTC');
    expect(mail.text).toContain('Body <script>');
    expect(mail.html).toContain('Ada &lt;b&gt;');
    expect(mail.html).toContain('Body &lt;script&gt;');
    expect(String(mail.html)).not.toMatch(/<img|<script|https?:|src=/i);
  });
});

describe('threading ids and the reply e-mail', () => {
  const message = {
    id: 7,
    name: 'Ada <ada@evil.example>',
    email: 'ada@example.com',
    subject: 'Re: Pricing',
    message: 'Line one\r\n\r\nLine three',
    received_at: '2025-03-01T10:00:00.000Z',
  };
  const config = {
    to: ['team@example.com', 'sales@example.com'],
    from: 'Website <noreply@Example.COM>',
    replyFrom: 'Acme <sales@example.com> <x@y.z>',
  };

  it('the notification’s Message-ID is a function of the message', () => {
    const id = notificationMessageId(message, config.from);
    expect(id).toBe(`<contact-message.7.${Date.parse(message.received_at)}@example.com>`);
    expect(composeNotification(message, config).messageId).toBe(id);
    expect(composeNotification(message, config).messageId).toBe(id);
    expect(mailDomain('no address')).toBe('localhost');
  });

  it('a reply answers that id, from the site, Reply-To the team, the message quoted', () => {
    const reply = composeReply(message, 'Thanks!\r\nBest', {
      ...config,
      replyFrom: 'Acme Sales <sales@example.com>',
    });
    expect(reply).toMatchObject({
      kind: 'reply',
      contactMessageId: 7,
      from: { name: 'Acme Sales', address: 'sales@example.com' },
      to: { name: message.name, address: 'ada@example.com' },
      replyTo: [{ address: 'team@example.com' }, { address: 'sales@example.com' }],
      subject: 'Re: Pricing',
      inReplyTo: notificationMessageId(message, config.from),
      references: [notificationMessageId(message, config.from)],
    });
    expect(reply.messageId).toMatch(/^<reply\.[0-9a-f-]{36}@example\.com>$/);
    expect(reply.text).toBe(
      'Thanks!\nBest\n\nOn 2025-03-01 10:00 UTC, Ada wrote:\n> Line one\n>\n> Line three\n',
    );
    expect(replySubject('Pricing')).toBe('Re: Pricing');
    expect(mailboxOf('"IT <it@x.example>" <hello@example.com>')).toEqual({
      name: 'IT',
      address: 'hello@example.com',
    });
    expect(quote('a\n\nb')).toBe('> a\n>\n> b');
  });
});

describe('RFC 2047 encoded words typed by the visitor', () => {
  const config = { to: ['team@example.com'], from: 'noreply@example.com' };
  const word = (text: string) => `=?utf-8?B?${Buffer.from(text).toString('base64')}?=`;

  /** The notification as nodemailer writes it, read back by mailparser (a mail reader's parser). */
  async function deliver(name: string, subject: string) {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await transport.sendMail(
      composeNotification(
        { id: 7, name, email: 'ada@example.com', subject, message: 'Hi', received_at: '' },
        config,
      ),
    );
    return simpleParser(info.message as Buffer);
  }

  it('are shown as typed, with = ? for =?, in Reply-To and Subject: never decoded', async () => {
    const mail = await deliver('=?utf-8?B?QWRtaW4=?=', 'Re: =?utf-8?Q?Invoice?=');
    expect(mail.replyTo?.value).toEqual([
      { address: 'ada@example.com', name: '= ?utf-8?B?QWRtaW4= ?=' },
    ]);
    expect(mail.subject).toBe('[Contact] Re: = ?utf-8?Q?Invoice?=');
    expect(mail.text).toContain('Name: =?utf-8?B?QWRtaW4=?=');
  });

  it('a name holding an address shows as the name alone beside the visitor’s address', async () => {
    const mail = await deliver('IT Support <it@example.com>', 'Hi');
    expect(mail.replyTo?.value).toEqual([{ address: 'ada@example.com', name: 'IT Support' }]);
    for (const [typed, shown] of [
      ['support@example.org', ''],
      // An unclosed bracket takes the rest with it: what follows may be an address.
      ['Help < desk', 'Help'],
      ['<it@example.com> Bob', 'Bob'],
    ] as const)
      expect(displayName(typed)).toBe(shown);
  });

  it('cannot bring back the controls and bidi characters headerSafe removes', async () => {
    const hidden = 'Admin\u202Egpj.exe\r\nBcc: victim@example.net';
    const mail = await deliver(`Eve ${word(hidden)}`, `Hi ${word(hidden)}`);
    const name = mail.replyTo!.value[0]!.name;
    expect(name).toBe(`Eve ${headerSafe(word(hidden))}`);
    for (const text of [name, mail.subject!]) {
      expect(text).not.toContain('Admin');
      // eslint-disable-next-line no-control-regex -- the point: no control or bidi character
      expect(text).not.toMatch(/[\u0000-\u001f\u202a-\u202e]/);
    }
    expect(mail.bcc).toBeUndefined();
  });

  it('headerSafe leaves no =? whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('=', '?', ' ', '\u200B', '\n', 'a') }),
        (text) => !headerSafe(text).includes('=?'),
      ),
      { numRuns: 500 },
    );
  });
});

describe('notification settings (env)', () => {
  const base = { SMTP_URL: 'smtp://mailer:p%40ss@mail.example.com:587' };

  it('are off without SMTP_URL', () => {
    expect(parseEnv({}).notifications).toBeNull();
    expect(parseEnv({ NOTIFY_TO: 'team@example.com' }).notifications).toBeNull();
  });

  it('parse recipients and sender, and redact the password', () => {
    const env = parseEnv({
      ...base,
      NOTIFY_TO: ' team@example.com , sales@example.com,',
      NOTIFY_FROM: 'Website <noreply@example.com>',
    });
    expect(env.notifications).toEqual({
      smtpUrl: base.SMTP_URL,
      smtpUrlRedacted: 'smtp://mailer:***@mail.example.com:587',
      to: ['team@example.com', 'sales@example.com'],
      from: 'Website <noreply@example.com>',
      replyFrom: 'Website <noreply@example.com>',
    });
    expect(
      parseEnv({
        ...base,
        NOTIFY_TO: 'team@example.com',
        NOTIFY_FROM: 'a@example.com',
        REPLY_FROM: 'Sales <hello@example.com>',
      }).notifications?.replyFrom,
    ).toBe('Sales <hello@example.com>');
    expect(() =>
      parseEnv({
        ...base,
        NOTIFY_TO: 'team@example.com',
        NOTIFY_FROM: 'a@example.com',
        REPLY_FROM: 'not an address',
      }),
    ).toThrow(/REPLY_FROM/);
    expect(redactUrlPassword('smtps://u@host')).toBe('smtps://u@host');
  });

  it('refuse a bad SMTP_URL, missing or invalid NOTIFY_TO / NOTIFY_FROM, naming each', () => {
    expect(() => parseEnv({ SMTP_URL: 'http://x' })).toThrow(EnvError);
    let message = '';
    try {
      parseEnv({ SMTP_URL: 'mail.example.com', NOTIFY_TO: 'team@example.com, nope' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('SMTP_URL');
    expect(message).toContain("NOTIFY_TO: 'nope'");
    expect(message).toContain('NOTIFY_FROM: required');
    expect(() =>
      parseEnv({ ...base, NOTIFY_TO: 'a@example.com', NOTIFY_FROM: 'Bad\r\n<x@example.com>' }),
    ).toThrow(EnvError);
  });
});

describe('formatNotification', () => {
  it('says queued, sent, failed with the error, or none', () => {
    expect(formatNotification(undefined)).toMatch(/^none/);
    expect(
      formatNotification({ state: 'queued', attempts: 0, lastError: null, sentAt: null }),
    ).toBe('queued');
    expect(
      formatNotification({
        state: 'sent',
        attempts: 1,
        lastError: null,
        sentAt: '2025-03-01T10:00:05.123Z',
      }),
    ).toBe('sent 2025-03-01 10:00:05 UTC');
    expect(
      formatNotification({
        state: 'failed',
        attempts: 25,
        lastError: '451 busy\u001b[31m',
        sentAt: null,
      }),
    ).toBe('failed (25 attempts): 451 busy\\u001b[31m');
  });

  it('says e-mail is off for a queued notification when no SMTP server is configured', () => {
    const queued = { state: 'queued' as const, attempts: 0, lastError: null, sentAt: null };
    expect(formatNotification(queued, false)).toBe('e-mail is off (SMTP_URL is not set)');
    // What was sent or failed while it was on stays as it was.
    expect(
      formatNotification({ state: 'sent', attempts: 1, lastError: null, sentAt: null }, false),
    ).toBe('sent');
  });
});
