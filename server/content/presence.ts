/**
 * Who else has a page open in the content editor (docs/editing.md "Who else is editing", DESIGN
 * §8 "Content editor"): reading a page (`GET /api/admin/content/:module/:language`) and the editor
 * page's heartbeat (`POST …/presence`, every 20 s while the tab is visible) record the account on
 * that page in `content_presence` (migration 0014) with an upsert, so every instance on the
 * database sees it; both answer the other accounts seen on the page in the last
 * {@link PRESENCE_WINDOW_MS}. Leaving the page (`DELETE …/presence`) forgets the account there at
 * once; otherwise it drops out of the list a minute after its last heartbeat. Rows older than
 * {@link PRESENCE_KEPT_MS} are deleted by the content ticker (./schedules.ts).
 *
 * A hint, not a lock: it says who else may be typing, and the save's revision check
 * (decision 0030) still decides between two saves.
 */
import type { Kysely } from 'kysely';
import type { ContentPresenceEditor } from '../../common/content-api';
import { toIso } from '../db/rows';
import type { Database } from '../db/schema';
import { changedRows } from '../db/changed-rows';

/** How long after its last heartbeat an account still counts as having the page open (ms). */
export const PRESENCE_WINDOW_MS = 60_000;
/** How long a presence row is kept before the ticker deletes it (ms). */
export const PRESENCE_KEPT_MS = 86_400_000;

/** Presence on the editor's pages (see the module comment). */
export interface ContentPresence {
  /**
   * Records that `email` has the page open now.
   * @returns the other accounts seen on that page in the last {@link PRESENCE_WINDOW_MS}, by
   *   address
   */
  seen(module: string, language: string, email: string): Promise<ContentPresenceEditor[]>;
  /** Forgets that `email` has the page open (the editor left it). */
  leave(module: string, language: string, email: string): Promise<void>;
  /** Deletes rows older than {@link PRESENCE_KEPT_MS}. @returns how many */
  purge(): Promise<number>;
}

/** See the module comment. `now` is epoch ms (tests move it). */
export function createContentPresence(
  db: Kysely<Database>,
  now: () => number = Date.now,
): ContentPresence {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    async seen(module, language, email) {
      const at = now();
      await db
        .insertInto('content_presence')
        .values({ module, language, email, seen_at: iso(at) })
        .onConflict((conflict) =>
          conflict.columns(['module', 'language', 'email']).doUpdateSet({ seen_at: iso(at) }),
        )
        .execute();
      const rows = await db
        .selectFrom('content_presence')
        .select(['email', 'seen_at'])
        .where('module', '=', module)
        .where('language', '=', language)
        .where('email', '!=', email)
        .where('seen_at', '>=', iso(at - PRESENCE_WINDOW_MS))
        .orderBy('email')
        .execute();
      return rows.map((row) => ({ email: row.email, seenAt: toIso(row.seen_at) }));
    },

    async leave(module, language, email) {
      await db
        .deleteFrom('content_presence')
        .where('module', '=', module)
        .where('language', '=', language)
        .where('email', '=', email)
        .execute();
    },

    purge: () =>
      changedRows(
        db.deleteFrom('content_presence').where('seen_at', '<', iso(now() - PRESENCE_KEPT_MS)),
      ),
  };
}
