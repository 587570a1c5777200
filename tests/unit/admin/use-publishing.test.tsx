// @vitest-environment jsdom
/**
 * Publishing from the editor's page (admin/content/hooks/use-publishing.ts): the publish is
 * queued with `Prefer: respond-async` and followed through its job, each stage on the status
 * line, until it is live (the page is read again and the line says what went out) or failed (the
 * line says why, with the fields that stopped it).
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { PublishJob } from '../../../common/content-api';
import { usePublishing } from '../../../admin/content/hooks/use-publishing';

afterEach(() => vi.unstubAllGlobals());

const job = (stage: PublishJob['stage'], extra: Partial<PublishJob> = {}): PublishJob => ({
  id: 7,
  stage,
  requestedBy: 'editor@example.com',
  requestedAt: '2026-11-29T12:00:00.000Z',
  updatedAt: '2026-11-29T12:00:04.000Z',
  publish: null,
  message: null,
  ...extra,
});

/** Answers the queue call, then each job read in turn; records what was asked. */
function serve(answers: PublishJob[]) {
  const calls: { url: string; prefer?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, prefer: (init?.headers as Record<string, string>)?.prefer });
      const next = answers.shift()!;
      return Response.json(next, { status: calls.length === 1 ? 202 : 200 });
    }),
  );
  return calls;
}

it('queues the publish, shows each stage, and says what went live', async () => {
  const calls = serve([
    job('queued'),
    job('rendering'),
    job('live', {
      publish: {
        id: 3,
        publishedAt: '2026-11-29T12:00:04.000Z',
        publishedBy: 'editor@example.com',
        kind: 'publish',
        revertsId: null,
        restoresId: null,
        pages: [{ module: 'faq', language: 'fr' }],
        gitCommit: null,
      },
    }),
  ]);
  const show = vi.fn();
  const report = vi.fn();
  const reload = vi.fn(async () => {});
  const { result } = renderHook(() =>
    usePublishing({ dirty: false, save: async () => true }, { show, report }, reload),
  );
  await act(() => result.current.publish());

  expect(calls[0]).toEqual({ url: '/api/admin/content/publish', prefer: 'respond-async' });
  expect(calls.slice(1).map((call) => call.url)).toEqual([
    '/api/admin/content/publish-jobs/7',
    '/api/admin/content/publish-jobs/7',
  ]);
  expect(show.mock.calls.map(([, text]) => text)).toEqual([
    'Publishing: starting…',
    'Publishing: starting…',
    'Publishing: the changed pages are being rendered (a few seconds)…',
    'Published faq (fr) in 4 s. The site shows it now.',
  ]);
  expect(reload).toHaveBeenCalledOnce();
  expect(report).not.toHaveBeenCalled();
});

it('says why a publish failed, with the fields that stopped it, and reads nothing again', async () => {
  const issues = [{ path: 'faq/ar: /faqItems/0/question', message: 'Empty' }];
  serve([
    job('queued'),
    job('failed', { message: 'Nothing was published: fix the fields listed.', issues }),
  ]);
  const report = vi.fn();
  const reload = vi.fn(async () => {});
  const { result } = renderHook(() =>
    usePublishing({ dirty: false, save: async () => true }, { show: vi.fn(), report }, reload),
  );
  await act(() => result.current.publish());

  expect(report).toHaveBeenCalledOnce();
  expect(report.mock.calls[0]![0]).toMatchObject({
    message: 'Nothing was published: fix the fields listed.',
    issues,
  });
  expect(reload).not.toHaveBeenCalled();
});

it('says a queued publish waits when no publisher runs, or behind others, then follows it', async () => {
  serve([
    job('queued', { waiting: { ahead: 0, publisher: 'absent' } }),
    job('queued', { waiting: { ahead: 2, publisher: 'running' } }),
    job('queued', { waiting: { ahead: 1, publisher: 'running' } }),
    job('failed', { message: 'No publisher took this publish within 10 minutes.' }),
  ]);
  const show = vi.fn();
  const report = vi.fn();
  const { result } = renderHook(() =>
    usePublishing({ dirty: false, save: async () => true }, { show, report }, async () => {}),
  );
  await act(() => result.current.publish());
  expect(show.mock.calls.map(([, text]) => text).slice(1)).toEqual([
    'Publish queued: no publisher is running, so it waits and starts as soon as one does (for up to 10 minutes). You may leave this page.',
    'Publish queued behind 2 other publishes; it starts when they end…',
    'Publish queued behind 1 other publish; it starts when that one ends…',
  ]);
  expect(report.mock.calls[0]![0]).toMatchObject({
    message: 'No publisher took this publish within 10 minutes.',
  });
});
