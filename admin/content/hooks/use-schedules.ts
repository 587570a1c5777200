import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentSchedule } from '../../../common/content-api';
import { attempt } from '../../lib/attempt';
import { cancelSchedule, getSchedules, schedulePublish } from '../api/content';
import { formatLocal, localInputToUtc } from '../schedule-time';
import type { EditorStatusLine } from './use-editor-status';

/** How often the list is read again while a schedule waits or its publish runs (ms). */
export const SCHEDULES_POLL_MS = 5_000;

/** What {@link useSchedules} gives the editor. */
export interface Schedules {
  /** Waiting, soonest first. */
  pending: ContentSchedule[];
  /** Fired, failed or cancelled, most recent first (the last 20). */
  done: ContentSchedule[];
  /**
   * Schedules a publish of every draft at `localValue` (the `datetime-local` box's value, this
   * browser's time), sent as UTC; true once the server took it.
   */
  schedule: (localValue: string) => Promise<boolean>;
  /** Cancels a waiting schedule. */
  cancel: (item: ContentSchedule) => Promise<void>;
}

/** Whether a schedule may still change on its own: waiting, or its publish under way. */
const moving = (item: ContentSchedule) =>
  item.state === 'pending' ||
  (item.state === 'fired' && item.jobStage !== 'live' && item.jobStage !== 'failed');

/**
 * Scheduled publishes (GET/POST /api/admin/content/schedules, DELETE …/:id): read when the page
 * opens and every {@link SCHEDULES_POLL_MS} while one waits or runs, so the list shows a publish
 * fire in any instance; when one ends, `afterRun` reads the catalogue and history again and the
 * status line says how it went. Refusals (a time passed, too far ahead) go to the status line.
 * Reads may overlap (a poll and an action's read): only the answer of the last one sent is shown.
 */
export function useSchedules(
  enabled: boolean,
  { show, report }: Pick<EditorStatusLine, 'show' | 'report'>,
  afterRun: () => Promise<unknown>,
): Schedules {
  const [pending, setPending] = useState<ContentSchedule[]>([]);
  const [done, setDone] = useState<ContentSchedule[]>([]);
  /** Counts the reads, so the poll waits again after each. */
  const [reads, setReads] = useState(0);
  /** The ids that were moving at the last read, to notice one that ended. */
  const wasMoving = useRef(new Set<number>());
  /** Numbers each read: an answer that a later read overtook is dropped, never shown. */
  const lastRead = useRef(0);
  const afterRunRef = useRef(afterRun);
  useEffect(() => {
    afterRunRef.current = afterRun;
  });

  const reload = useCallback(async () => {
    const ticket = ++lastRead.current;
    const list = await getSchedules();
    // A poll sent before a cancel can answer after the cancel's own read: its list is older.
    if (ticket !== lastRead.current) return;
    setPending(list.pending);
    setDone(list.done);
    setReads((n) => n + 1);
    const ended = list.done.filter((item) => wasMoving.current.has(item.id) && !moving(item));
    wasMoving.current = new Set([...list.pending, ...list.done].filter(moving).map((s) => s.id));
    const last = ended.find((item) => item.state !== 'cancelled');
    if (!last) return;
    await afterRunRef.current();
    const when = formatLocal(last.at);
    if (last.jobStage === 'live')
      show('info', `The publish scheduled for ${when} is done. The site shows it now.`);
    else report(new Error(`The publish scheduled for ${when} did not happen: ${last.message}`));
  }, [show, report]);

  useEffect(() => {
    if (enabled) reload().catch(report);
  }, [enabled, reload, report]);

  const anyMoving = pending.length > 0 || done.some(moving);
  useEffect(() => {
    if (!enabled || !anyMoving) return;
    const timer = setTimeout(() => void reload().catch(report), SCHEDULES_POLL_MS);
    return () => clearTimeout(timer);
  }, [enabled, anyMoving, reads, reload, report]);

  async function schedule(localValue: string) {
    const at = localInputToUtc(localValue);
    if (!at) {
      report(new Error('Choose a date and a time to publish at.'));
      return false;
    }
    return attempt(async () => {
      const created = await schedulePublish(at);
      await reload();
      show('info', `Every draft will be published at ${formatLocal(created.at)}.`);
    }, report);
  }

  async function cancel(item: ContentSchedule) {
    try {
      await cancelSchedule(item.id);
      await reload();
      show('info', `The publish at ${formatLocal(item.at)} is cancelled.`);
    } catch (caught) {
      report(caught);
      await reload().catch(() => undefined);
    }
  }

  return { pending, done, schedule, cancel };
}
