/**
 * The content editor's API (DESIGN §8 "Content editor", docs/editing.md), registered by the
 * content-editor feature (server/content/plugin.ts) under `/api/admin/content`. Every route
 * answers 401 without a session, 403 to an account whose role is not `editor`, and 403
 * cross-origin (the role guard's `EDITOR_RULE`, server/plugins/role-guard.ts), with the admin
 * area's headers (`no-store`, `noindex`, `Server-Timing`).
 *
 *   GET  /api/admin/content                       → ContentIndexResponse (modules × languages)
 *   GET  /api/admin/content/history[?module&language] → ContentHistoryResponse
 *   GET  /api/admin/content/:module/:language     → ContentDocumentResponse + `ETag: "r<revision>"`
 *   PUT  /api/admin/content/:module/:language {data, baseRevision} (or `If-Match`)
 *        → 200 ContentSaveResponse + ETag | 400 ContentValidationError | 409 ContentConflict (stale
 *          baseRevision) | 412 ContentConflict (stale If-Match) | 428 (neither sent)
 *   DELETE /api/admin/content/:module/:language[?baseRevision=] [If-Match] → 204 (draft discarded)
 *        | 409 / 412 ContentConflict (stale base)
 *   GET  /api/admin/content/:module/:language/preview → text/html: the live page with the draft's
 *        text in place, scripts off by its CSP (so it shows, never hydrates back to the old text)
 *   POST /api/admin/content/publish               → 200 PublishRecord | 400 | 409 busy | 500 build failed
 *        with `Prefer: respond-async` (RFC 7240), or always on an instance with
 *        `PUBLISH_WORKER=off`: 202 PublishJob at once (queued for a publish worker), `Location`
 *        its job
 *   GET  /api/admin/content/publish-jobs/:id      → PublishJob (queued → rendering → recorded →
 *        live, or failed with the reason) | 404
 *   GET  …/history?module&language lists, for each publish of that page, the texts it changed there
 *   POST /api/admin/content/publishes/:id/revert [{module, language}] → 200 PublishRecord (every
 *        page it changed, or only that one) | 404 (no such publish, or not of that page) | 409 | 500
 *   POST /api/admin/content/publishes/:id/rollback → 200 PublishRecord (kind `rollback`): the
 *        whole site as publish :id left it, live with one link swap, no build | 404 | 409 (busy,
 *        the release no longer kept or built by other code, or already live)
 *   GET  /api/admin/content/schedules             → ContentSchedulesResponse (pending, last 20 done)
 *   POST /api/admin/content/schedules {at}        → 201 ContentSchedule + `Location` | 400 (not ISO
 *        8601 with a zone, passed, or more than a year ahead)
 *   GET  /api/admin/content/schedules/:id         → ContentSchedule | 404
 *   DELETE /api/admin/content/schedules/:id       → 204 (cancelled) | 404 | 409 (already fired)
 *   POST /api/admin/content/:module/:language/presence → 200 ContentPresenceResponse: this account
 *        has the page open; the others seen there in the last 60 s (the editor's heartbeat)
 *   DELETE /api/admin/content/:module/:language/presence → 204 (this account left the page)
 *
 * `:module` and `:language` must be members of the catalogue's fixed lists (404 otherwise), and
 * only the list's own strings ever reach a file path, so `..%2F`, absolute paths and the like
 * name nothing (OWASP Path Traversal: "use an allow list of names").
 *
 * Lost updates (RFC 9110 §13.1.1 If-Match; RFC 6585 §3 428 Precondition Required): a page's
 * revision is its entity tag, `"r<id>"` (0 for the repository's seed file). A save must say which
 * revision it was made on, by the body's `baseRevision` or an `If-Match` header; when another save
 * came in between it is refused, 409 (body) or 412 (header), with the newer text and its author,
 * and nothing of it is stored. `If-Match: *` saves whatever the page holds (RFC 9110: any current
 * representation matches); weak tags never match (If-Match uses the strong comparison).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type {
  ContentDocumentResponse,
  ContentHistoryResponse,
  ContentPresenceResponse,
} from '../../common/content-api';
import { ContentError, type ContentEditor, type ExpectedRevision } from '../content/editor';
import { CONTENT_BODY_LIMIT_BYTES } from '../content/limits';
import type { ContentPresence } from '../content/presence';
import type { PublishJobs } from '../content/publish-jobs';
import { ScheduleError, type ContentSchedules } from '../content/schedules';
import { EDITOR_RULE } from '../plugins/role-guard';

/** Options of {@link contentRoutes}. */
export interface ContentRoutesOptions {
  /** The editor's operations (server/content/editor.ts). */
  editor: ContentEditor;
  /** Publishes asked for without waiting (server/content/publish-jobs.ts). */
  jobs: PublishJobs;
  /** Publishes asked for at a time (server/content/schedules.ts). */
  schedules: ContentSchedules;
  /** Who has which page open (server/content/presence.ts). */
  presence: ContentPresence;
  /**
   * Whether a publish worker is running to take queued publishes (this instance, or a publisher's
   * fresh heartbeat; server/content/publish-worker.ts). Default: always.
   */
  publisherRunning?: () => boolean;
  /**
   * Wakes this instance's publish worker (`PUBLISH_WORKER=on`); absent when it has none: every
   * publish is then queued for the publisher process and answered 202, even without
   * `Prefer: respond-async`.
   */
  wakeWorker?: () => void;
}

/** Whether a `Prefer` header asks for `respond-async` (RFC 7240 §2: tokens, case-insensitive). */
export function prefersAsync(prefer: string | string[] | undefined): boolean {
  const values = Array.isArray(prefer) ? prefer : prefer ? [prefer] : [];
  return values.some((value) =>
    value.split(',').some((item) => item.split(';')[0]!.trim().toLowerCase() === 'respond-async'),
  );
}

const pageParams = z.object({ module: z.string().max(100), language: z.string().max(10) });
const historyQuery = z
  .object({ module: z.string().max(100), language: z.string().max(10) })
  .partial();
const discardQuery = z
  .object({ baseRevision: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER) })
  .partial()
  .strict();
const revertBody = z
  .object({ module: z.string().max(100), language: z.string().max(10) })
  .partial()
  .strict();
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const saveBody = z
  .object({
    data: z.unknown(),
    baseRevision: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict();
const scheduleBody = z.object({ at: z.unknown() }).strict();

/** A page revision's entity tag (RFC 9110 §8.8.3, strong). */
export const revisionTag = (revision: number) => `"r${revision}"`;

/**
 * The revisions an `If-Match` field value lists (RFC 9110 §13.1.1): null for `*` (any), the
 * numbers of its strong `"r<n>"` tags otherwise (weak or foreign tags match nothing, so a list of
 * only those is empty and the request fails with 412); undefined when the header is absent.
 */
export function ifMatchRevisions(header: string | undefined): number[] | null | undefined {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '*') return null;
  return value
    .split(',')
    .map((tag) => /^"r(\d{1,15})"$/.exec(tag.trim())?.[1])
    .filter((digits): digits is string => digits !== undefined)
    .map(Number);
}

/** Registers the routes in an encapsulated scope, behind the role guard (see the module comment). */
export async function contentRoutes(
  app: FastifyInstance,
  options: ContentRoutesOptions,
): Promise<void> {
  const { editor, jobs, schedules, presence } = options;
  const publisherRunning = options.publisherRunning ?? (() => true);
  const { modules, languages } = editor.catalogue;
  const error = (reply: FastifyReply, status: number, message: string, issues?: unknown) =>
    reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send(issues === undefined ? { message } : { message, issues });

  await app.roleGuard.adminScope(app);
  app.roleGuard.protect(app, EDITOR_RULE);

  /** The list's own strings for the params, or undefined (then 404 was sent). */
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    const params = pageParams.safeParse(request.params);
    const module = params.success ? modules.find((name) => name === params.data.module) : undefined;
    const language = params.success
      ? languages.find((code) => code === params.data.language)
      : undefined;
    if (!module || !language) {
      void error(reply, 404, 'No such page or language.');
      return undefined;
    }
    return { module, language };
  };
  const failed = (reply: FastifyReply, caught: unknown) => {
    if (caught instanceof ContentError && caught.conflict) {
      return reply
        .code(caught.status)
        .header('etag', revisionTag(caught.conflict.revision))
        .type('application/json; charset=utf-8')
        .send({ ...caught.conflict, message: caught.message });
    }
    if (caught instanceof ContentError) {
      return error(
        reply,
        caught.status,
        caught.message,
        caught.issues.length ? caught.issues : undefined,
      );
    }
    throw caught;
  };

  app.get('/', async () => {
    const index = await editor.index();
    return index.canPublish
      ? { ...index, publisher: publisherRunning() ? 'running' : 'absent' }
      : index;
  });

  app.get('/history', async (request, reply) => {
    const query = historyQuery.safeParse(request.query);
    if (!query.success) return error(reply, 400, 'Bad history filter.');
    const { module, language } = query.data;
    const body: ContentHistoryResponse = {
      publishes: await editor.history(module && language ? { module, language } : undefined),
    };
    return body;
  });

  app.get('/:module/:language', async (request, reply) => {
    const target = page(request, reply);
    if (!target) return reply;
    const doc = await editor.read(target.module, target.language);
    const others = await presence.seen(target.module, target.language, request.adminSession!.email);
    const body: ContentDocumentResponse = { ...doc, others };
    return reply.header('etag', revisionTag(doc.revision)).send(body);
  });

  app.post('/:module/:language/presence', async (request, reply) => {
    const target = page(request, reply);
    if (!target) return reply;
    const body: ContentPresenceResponse = {
      others: await presence.seen(target.module, target.language, request.adminSession!.email),
    };
    return body;
  });

  app.delete('/:module/:language/presence', async (request, reply) => {
    const target = page(request, reply);
    if (!target) return reply;
    await presence.leave(target.module, target.language, request.adminSession!.email);
    return reply.code(204).send();
  });

  app.get('/schedules', async () => await schedules.list());

  app.post('/schedules', async (request, reply) => {
    const body = scheduleBody.safeParse(request.body);
    if (!body.success) return error(reply, 400, 'Send {"at": "2026-12-01T09:00:00Z"}.');
    try {
      const created = await schedules.create(body.data.at, request.adminSession!.email);
      request.log.info({ schedule: created.id, at: created.at }, 'content: publish scheduled');
      return reply
        .code(201)
        .header('location', `${request.url.replace(/\?.*$/, '')}/${created.id}`)
        .send(created);
    } catch (caught) {
      if (caught instanceof ScheduleError) return error(reply, caught.status, caught.message);
      throw caught;
    }
  });

  app.get('/schedules/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const schedule = params.success ? await schedules.read(params.data.id) : undefined;
    return schedule ?? error(reply, 404, 'No such scheduled publish.');
  });

  app.delete('/schedules/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return error(reply, 404, 'No such scheduled publish.');
    try {
      await schedules.cancel(params.data.id, request.adminSession!.email);
    } catch (caught) {
      if (caught instanceof ScheduleError) return error(reply, caught.status, caught.message);
      throw caught;
    }
    return reply.code(204).send();
  });

  app.get('/:module/:language/preview', async (request, reply) => {
    const target = page(request, reply);
    if (!target) return reply;
    const html = await editor.preview(target.module, target.language);
    if (html === undefined) return error(reply, 404, 'The site is not built: no preview.');
    return reply
      .header(
        'content-security-policy',
        "default-src 'none'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
      )
      .type('text/html; charset=utf-8')
      .send(html);
  });

  app.put('/:module/:language', { bodyLimit: CONTENT_BODY_LIMIT_BYTES }, async (request, reply) => {
    const target = page(request, reply);
    if (!target) return reply;
    const body = saveBody.safeParse(request.body);
    if (!body.success)
      return error(reply, 400, 'Send {"data": …, "baseRevision": …}.', [
        {
          path: '(root)',
          message: 'Missing data, or a baseRevision that is not a revision number.',
        },
      ]);
    const ifMatch = ifMatchRevisions(request.headers['if-match']);
    let expected: ExpectedRevision;
    if (ifMatch !== undefined) {
      expected = ifMatch === null ? null : { revisions: ifMatch, status: 412 };
    } else if (body.data.baseRevision !== undefined) {
      expected = { revisions: [body.data.baseRevision], status: 409 };
    } else {
      return error(
        reply,
        428,
        'Say which revision you edited: send "baseRevision" (the revision you read) or If-Match.',
      );
    }
    try {
      const saved = await editor.save(
        target.module,
        target.language,
        body.data.data,
        request.adminSession!.email,
        expected,
      );
      return reply.header('etag', revisionTag(saved.revision)).send(saved);
    } catch (caught) {
      return failed(reply, caught);
    }
  });

  app.delete('/:module/:language', async (request, reply) => {
    const target = page(request, reply);
    if (!target) return reply;
    const query = discardQuery.safeParse(request.query);
    if (!query.success) return error(reply, 400, 'baseRevision must be a revision number.');
    const ifMatch = ifMatchRevisions(request.headers['if-match']);
    const base = query.data.baseRevision;
    let expected: ExpectedRevision = null;
    if (ifMatch) expected = { revisions: ifMatch, status: 412 };
    else if (ifMatch === undefined && base !== undefined)
      expected = { revisions: [base], status: 409 };
    try {
      await editor.discard(target.module, target.language, expected);
    } catch (caught) {
      return failed(reply, caught);
    }
    return reply.code(204).send();
  });

  const recordOf = async (id: number) =>
    (await editor.history()).find((record) => record.id === id);

  app.post('/publish', async (request, reply) => {
    const by = request.adminSession!.email;
    const asked = prefersAsync(request.headers.prefer);
    // Without a worker here, the publisher process publishes: the answer is the queued job
    // (RFC 9110 §15.3.3), whatever the client preferred. A server that cannot publish at all
    // queues nothing: the publish below refuses at once (409).
    if ((asked || !options.wakeWorker) && (await editor.index()).canPublish) {
      const id = await jobs.create(by);
      options.wakeWorker?.();
      request.log.info({ job: id }, 'content: publish queued');
      if (asked) reply.header('preference-applied', 'respond-async');
      return reply
        .code(202)
        .header('location', `${request.url.replace(/\/publish(\?.*)?$/, '')}/publish-jobs/${id}`)
        .send(await jobs.read(id, recordOf, publisherRunning));
    }
    try {
      const record = await editor.publish(by);
      request.log.info({ publish: record.id, ms: record.durationMs }, 'content published');
      return record;
    } catch (caught) {
      return failed(reply, caught);
    }
  });

  app.get('/publish-jobs/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const job = params.success
      ? await jobs.read(params.data.id, recordOf, publisherRunning)
      : undefined;
    return job ?? error(reply, 404, 'No such publish job.');
  });

  app.post('/publishes/:id/revert', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return error(reply, 404, 'No such publish.');
    try {
      const named = revertBody.safeParse(request.body ?? {});
      if (!named.success)
        return error(reply, 400, 'Name a page as {module, language}, or nothing.');
      const module = modules.find((name) => name === named.data.module);
      const language = languages.find((code) => code === named.data.language);
      if ((named.data.module || named.data.language) && !(module && language))
        return error(reply, 404, 'No such page or language.');
      const target = module && language ? { module, language } : undefined;
      return await editor.revert(params.data.id, request.adminSession!.email, target);
    } catch (caught) {
      return failed(reply, caught);
    }
  });

  app.post('/publishes/:id/rollback', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return error(reply, 404, 'No such publish.');
    try {
      const record = await editor.rollback(params.data.id, request.adminSession!.email);
      request.log.info(
        { publish: record.id, restores: params.data.id, ms: record.durationMs },
        'content: site rolled back',
      );
      return record;
    } catch (caught) {
      return failed(reply, caught);
    }
  });
}
