/**
 * The chat webhook's settings and post (server/env.ts `WEBHOOK_URL`, server/notifications/
 * webhook.ts): only https, or http to loopback, without credentials, else the start fails
 * naming the variable; the payload escapes Slack mrkdwn's `&`, `<`, `>` in visitor text and
 * names no address; `Retry-After` is read as seconds or an HTTP date; a network error and a
 * time-out are retried, a 4xx is not.
 */
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../../server/env';
import type { WebhookSendError } from '../../../server/notifications/webhook';
import {
  composeWebhook,
  createWebhookPoster,
  escapeMrkdwn,
  retryAfterMs,
} from '../../../server/notifications/webhook';
import type { ClaimedWebhook } from '../../../server/db/webhook-outbox';

describe('parseEnv: WEBHOOK_URL, WEBHOOK_INCLUDE_BODY', () => {
  it('is off by default, and keeps the URL out of what is logged', () => {
    expect(parseEnv({}).webhook).toBeNull();
    expect(parseEnv({ WEBHOOK_URL: '' }).webhook).toBeNull();
    expect(
      parseEnv({ WEBHOOK_URL: 'https://hooks.slack.com/services/T/B/secret' }).webhook,
    ).toEqual({
      url: 'https://hooks.slack.com/services/T/B/secret',
      urlRedacted: 'https://hooks.slack.com',
      includeBody: false,
    });
    expect(
      parseEnv({ WEBHOOK_URL: 'http://127.0.0.1:4722/hook', WEBHOOK_INCLUDE_BODY: 'on' }).webhook,
    ).toMatchObject({ includeBody: true });
    expect(parseEnv({ WEBHOOK_URL: 'http://localhost/hook' }).webhook).not.toBeNull();
  });

  it('fails the start for plain http elsewhere, another scheme, credentials or no URL', () => {
    for (const bad of [
      'http://hooks.example.com/x',
      'ftp://hooks.example.com/x',
      'https://user:pass@hooks.example.com/x',
      'hooks.example.com/x',
      'http://127.0.0.1.evil.example/x',
    ]) {
      expect(() => parseEnv({ WEBHOOK_URL: bad }), bad).toThrow(EnvError);
      expect(() => parseEnv({ WEBHOOK_URL: bad }), bad).toThrow(/WEBHOOK_URL: must be an https/);
    }
    expect(() => parseEnv({ WEBHOOK_INCLUDE_BODY: 'yes' })).toThrow(/WEBHOOK_INCLUDE_BODY/);
  });
});

const message = {
  id: 12,
  name: 'Eve <@U123> & <!here>',
  subject: 'Subject',
  message: 'Body',
  page: '/de/contact',
  language: 'de',
  receivedAt: '2026-12-01T09:00:00.000Z',
};

describe('composeWebhook', () => {
  it('escapes visitor text so it cannot mention or link, and names no address', () => {
    expect(escapeMrkdwn('a & b <c>\nd')).toBe('a &amp; b &lt;c&gt; d');
    expect(composeWebhook(message, { includeBody: false, origin: 'https://site.example' })).toEqual(
      {
        text: 'New message from *Eve &lt;@U123&gt; &amp; &lt;!here&gt;* on /de/contact (de): <https://site.example/admin?message=12|Open in the inbox>',
      },
    );
  });

  it('says "someone" for an empty name and leaves out an unknown page', () => {
    const text = composeWebhook(
      { ...message, name: '  ', page: null, language: null },
      { includeBody: false, origin: 'https://site.example' },
    ).text;
    expect(text).toBe(
      'New message from *someone*: <https://site.example/admin?message=12|Open in the inbox>',
    );
  });
});

describe('retryAfterMs', () => {
  it('reads delay-seconds and an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-12-01T09:00:00.000Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Tue, 01 Dec 2026 09:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('Tue, 01 Dec 2026 08:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});

describe('createWebhookPoster', () => {
  const row: ClaimedWebhook = { id: 1, attempts: 1, queuedAt: message.receivedAt, message };
  const config = {
    url: 'https://hooks.example/x',
    urlRedacted: 'https://hooks.example',
    includeBody: false,
  };
  const failure = async (fetchImpl: typeof fetch, timeoutMs?: number) => {
    const post = createWebhookPoster({ config, fetch: fetchImpl, timeoutMs });
    return post(row).then(
      () => undefined,
      (error: unknown) => error as WebhookSendError,
    );
  };

  it('posts JSON without following redirects, and resolves on a 2xx', async () => {
    const calls: RequestInit[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response('ok', { status: 200 });
    }) as unknown as typeof fetch;
    expect(await failure(fetchImpl)).toBeUndefined();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(String(calls[0]!.body))).toHaveProperty('text');
  });

  it('retries a network error and a time-out, but not a 404', async () => {
    const refused = await failure((async () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    }) as unknown as typeof fetch);
    expect(refused).toMatchObject({ permanent: false, message: 'ECONNREFUSED: fetch failed' });

    const slow = await failure(
      ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        )) as unknown as typeof fetch,
      20,
    );
    expect(slow).toMatchObject({ permanent: false, message: 'no answer within 20 ms' });

    const gone = await failure(
      (async () => new Response('no_service', { status: 404 })) as unknown as typeof fetch,
    );
    expect(gone).toMatchObject({ permanent: true, message: 'HTTP 404: no_service' });
  });
});
