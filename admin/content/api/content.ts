/**
 * The content editor's calls to `/api/admin/content` (DESIGN §8 "Content editor";
 * common/content-api.ts has the shapes), through the admin app's client
 * (admin/lib/api-client.ts): a 401 sends the editor to sign in and back to this page and
 * language; a refused save throws an ApiError whose `issues` name each refused field. Module and
 * language go in the path, encoded.
 */
import { ADMIN_PATHS } from '../../../common/admin-api';
import type {
  ContentDocumentResponse,
  ContentHistoryResponse,
  ContentIndexResponse,
  ContentPresenceResponse,
  ContentSaveResponse,
  ContentSchedule,
  ContentSchedulesResponse,
  ContentValue,
  PublishJob,
  PublishRecord,
} from '../../../common/content-api';
import { apiRequest, apiPost, apiDelete } from '../../lib/api-client';

const base = `${ADMIN_PATHS.api}/content`;

/** `/api/admin/content/<module>/<language>`, both encoded. */
function documentPath(module: string, language: string): string {
  return `${base}/${encodeURIComponent(module)}/${encodeURIComponent(language)}`;
}

/** `GET /api/admin/content`: the editable modules (with their drafts) and languages. */
export function getContentIndex(): Promise<ContentIndexResponse> {
  return apiRequest<ContentIndexResponse>(base);
}

/** `GET …/<module>/<language>`: the text (draft if any), its schema and the English beside it. */
export function getContentDocument(
  module: string,
  language: string,
): Promise<ContentDocumentResponse> {
  return apiRequest<ContentDocumentResponse>(documentPath(module, language));
}

/**
 * `PUT …/<module>/<language>`: saves `data` as the draft on top of `baseRevision` (the revision
 * the editor read); the draft's new revision.
 * @throws ApiError 400 with one issue per refused field (the server validates every save); 409
 *   when another save came in between, with the page's text now as its `body`
 *   (common/content-api.ts `ContentConflict`); nothing of this save is stored then
 */
export function saveDraft(
  module: string,
  language: string,
  data: ContentValue,
  baseRevision: number,
): Promise<ContentSaveResponse> {
  return apiRequest<ContentSaveResponse>(documentPath(module, language), {
    method: 'PUT',
    body: { data, baseRevision },
  });
}

/**
 * `DELETE …/<module>/<language>?baseRevision=`: drops the draft the editor read; the published
 * text is back (204). @throws ApiError 409 (with the newer text) when another save came in between
 */
export function discardDraft(
  module: string,
  language: string,
  baseRevision: number,
): Promise<void> {
  return apiDelete(`${documentPath(module, language)}?baseRevision=${baseRevision}`);
}

/** URL of the page rendered with its saved draft (opened in a new tab). */
export function previewUrl(module: string, language: string): string {
  return `${documentPath(module, language)}/preview`;
}

/**
 * `POST /api/admin/content/publish` with `Prefer: respond-async` (RFC 7240): queues a publish of
 * every draft and answers at once (202) with its job, which {@link getPublishJob} follows.
 */
export function queuePublish(): Promise<PublishJob> {
  return apiRequest<PublishJob>(`${base}/publish`, {
    method: 'POST',
    headers: { prefer: 'respond-async' },
  });
}

/** `GET /api/admin/content/publish-jobs/<id>`: where a queued publish is. */
export function getPublishJob(id: number): Promise<PublishJob> {
  return apiRequest<PublishJob>(`${base}/publish-jobs/${id}`);
}

/** `POST /api/admin/content/publish`: publishes every draft and answers when it is live. */
export function publishDrafts(): Promise<PublishRecord> {
  return apiPost<PublishRecord>(`${base}/publish`);
}

/** `GET /api/admin/content/history`: the publishes that changed a page, newest first. */
export function getContentHistory(
  module: string,
  language: string,
): Promise<ContentHistoryResponse> {
  return apiRequest<ContentHistoryResponse>(
    `${base}/history?module=${encodeURIComponent(module)}&language=${encodeURIComponent(language)}`,
  );
}

/**
 * `POST /api/admin/content/publishes/<id>/revert`: puts back the text from before a publish, of
 * every page it changed or only of `page`.
 */
export function revertPublish(
  id: number,
  page?: { module: string; language: string },
): Promise<PublishRecord> {
  return apiPost<PublishRecord>(`${base}/publishes/${id}/revert`, page);
}

/**
 * `POST /api/admin/content/publishes/<id>/rollback`: puts the whole site back as publish `id` left
 * it (every page and language, no build); drafts stay open.
 */
export function rollBackTo(id: number): Promise<PublishRecord> {
  return apiPost<PublishRecord>(`${base}/publishes/${id}/rollback`);
}

/** `GET /api/admin/content/schedules`: pending scheduled publishes (soonest first), the last done. */
export function getSchedules(): Promise<ContentSchedulesResponse> {
  return apiRequest<ContentSchedulesResponse>(`${base}/schedules`);
}

/**
 * `POST /api/admin/content/schedules`: publishes every draft at `at` (ISO 8601 UTC).
 * @throws ApiError 400 when the time has passed, is more than a year ahead or is not a time
 */
export function schedulePublish(at: string): Promise<ContentSchedule> {
  return apiPost<ContentSchedule>(`${base}/schedules`, { at });
}

/** `DELETE /api/admin/content/schedules/<id>`. @throws ApiError 409 when it already ran */
export function cancelSchedule(id: number): Promise<void> {
  return apiDelete(`${base}/schedules/${id}`);
}

/**
 * `POST …/<module>/<language>/presence`: says this page is open here (the heartbeat); the other
 * accounts that had it open in the last minute.
 */
export function sayPageOpen(module: string, language: string): Promise<ContentPresenceResponse> {
  return apiRequest<ContentPresenceResponse>(`${documentPath(module, language)}/presence`, {
    method: 'POST',
  });
}

/** `DELETE …/<module>/<language>/presence`: this page is no longer open here. */
export function sayPageLeft(module: string, language: string): Promise<void> {
  return apiDelete(`${documentPath(module, language)}/presence`);
}
