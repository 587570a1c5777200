import { useId, useState } from 'react';
import type {
  ContentIndexResponse,
  ContentSchedule,
  PublishRecord,
} from '../../../common/content-api';
import { primary, secondary } from '../../components/buttons';
import { fieldTrail, pageLabel } from '../labels';
import type { Schedules } from '../hooks/use-schedules';
import { formatLocal, localTimeZone, utcToLocalInput } from '../schedule-time';

/**
 * The Publish box: the drafts waiting (`module (language)`, from the catalogue) and "Publish all
 * drafts", disabled while work is under way or when this server cannot publish (no
 * `CONTENT_RELEASES_DIR`: drafts only); then "Publish at" (see {@link SchedulePublish}).
 */
export function PublishPanel({
  index,
  busy,
  onPublish,
  schedules,
}: {
  index: ContentIndexResponse | null;
  busy: boolean;
  onPublish: () => void;
  schedules: Schedules;
}) {
  const drafts =
    index?.modules.flatMap((m) => m.drafts.map((language) => `${m.name} (${language})`)) ?? [];
  return (
    <section className="rounded border border-line-strong bg-white p-4">
      <h2 className="font-semibold">Publish</h2>
      <p className="mt-1 text-sm text-ink-soft">
        {drafts.length ? `Drafts waiting: ${drafts.join(', ')}.` : 'No drafts waiting.'}
      </p>
      <button
        type="button"
        className={`${primary} mt-3 w-full`}
        disabled={!index?.canPublish || busy}
        onClick={onPublish}
      >
        Publish all drafts
      </button>
      {index && !index.canPublish && (
        <p className="mt-2 text-sm text-ink-soft">
          This server saves drafts only; publishing is off.
        </p>
      )}
      {index?.canPublish && index.publisher === 'absent' && (
        <p className="mt-2 text-sm text-ink-soft" role="status">
          No publisher is running: a publish waits in the queue until one starts.
        </p>
      )}
      {index?.canPublish && <SchedulePublish schedules={schedules} />}
    </section>
  );
}

/** How a schedule that left the queue ended, in words. */
function outcomeOf(item: ContentSchedule): string {
  if (item.state === 'cancelled') return `Cancelled by ${item.cancelledBy ?? 'an editor'}`;
  if (item.state === 'failed' || item.jobStage === 'failed')
    return `Not published: ${item.message ?? 'the publish failed.'}`;
  if (item.jobStage === 'live')
    return item.publishId === null ? 'Published' : `Published (#${item.publishId})`;
  return 'Publishing…';
}

/**
 * "Publish at": a `datetime-local` box read in this browser's time zone (named under it) and sent
 * as UTC, and Schedule; then the schedules waiting, each with who asked and Cancel, and the last
 * ones done with how each ended. A form, so Enter in the box schedules; every control is a native
 * one (keyboard and screen reader as is).
 */
export function SchedulePublish({ schedules }: { schedules: Schedules }) {
  const id = useId();
  const [value, setValue] = useState('');
  /** A schedule request under way: the form sends no second one meanwhile (one press, one row). */
  const [sending, setSending] = useState(false);
  const { pending, done } = schedules;
  return (
    <div className="mt-4 border-t border-line pt-3">
      <form
        aria-busy={sending}
        onSubmit={(event) => {
          event.preventDefault();
          if (sending) return;
          setSending(true);
          void schedules
            .schedule(value)
            .then((ok) => {
              if (ok) setValue('');
            })
            .finally(() => setSending(false));
        }}
      >
        <label htmlFor={`${id}-at`} className="block text-sm font-medium">
          Publish at
        </label>
        <input
          id={`${id}-at`}
          type="datetime-local"
          step={1}
          min={utcToLocalInput(Date.now())}
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={`${id}-zone`}
          className="mt-1 block min-h-10 w-full max-w-full min-w-0 rounded border border-field bg-white px-2"
        />
        <p id={`${id}-zone`} className="mt-1 text-xs text-ink-soft">
          Your time ({localTimeZone()}). Every draft waiting then is published.
        </p>
        <button
          type="submit"
          disabled={sending}
          className={`${secondary} mt-2 w-full disabled:opacity-60`}
        >
          Schedule
        </button>
      </form>
      <h3 className="mt-4 text-sm font-semibold">Scheduled</h3>
      {pending.length === 0 ? (
        <p className="mt-1 text-sm text-ink-soft">No publish scheduled.</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm" aria-label="Scheduled publishes">
          {pending.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0">
                <time dateTime={item.at}>{formatLocal(item.at)}</time>
                <br />
                <span className="text-ink-quiet break-all">scheduled by {item.requestedBy}</span>
                {item.message && <span className="block text-ink-quiet">{item.message}</span>}
              </span>
              <button
                type="button"
                className={secondary}
                aria-label={`Cancel the publish at ${formatLocal(item.at)}`}
                onClick={() => void schedules.cancel(item)}
              >
                Cancel
              </button>
            </li>
          ))}
        </ul>
      )}
      {done.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">Done</h3>
          <ul className="mt-2 space-y-2 text-sm" aria-label="Scheduled publishes done">
            {done.map((item) => (
              <li key={item.id}>
                <time dateTime={item.at}>{formatLocal(item.at)}</time>: {outcomeOf(item)}
                <span className="block text-ink-quiet break-all">
                  scheduled by {item.requestedBy}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** What a history entry was: a publish, a revert of one, or a rollback of the whole site. */
function kindOf(record: PublishRecord): string {
  if (record.kind === 'rollback') return `site rolled back to #${record.restoresId}`;
  if (record.kind === 'rerender') return 'site rendered again by new site code';
  return record.kind === 'revert' ? `revert of #${record.revertsId}` : 'publish';
}

/** The texts a publish changed on this page: each field's label, its text before and after. */
function FieldDiff({ record }: { record: PublishRecord }) {
  const fields = record.fields ?? [];
  if (fields.length === 0) return null;
  const count = record.fieldCount ?? fields.length;
  return (
    <details className="text-ink-soft">
      <summary className="cursor-pointer">
        {count === 1 ? '1 text changed' : `${count} texts changed`}
      </summary>
      <dl className="mt-1 space-y-2">
        {fields.map((field) => (
          <div key={field.path}>
            <dt className="font-medium text-ink">{fieldTrail(field.path)}</dt>
            <dd dir="auto">
              <del className="text-ink-quiet">{field.before ?? '(none)'}</del>
            </dd>
            <dd dir="auto">
              <ins className="no-underline">{field.after ?? '(removed)'}</ins>
            </dd>
          </div>
        ))}
      </dl>
      {count > fields.length && <p className="mt-1">…and {count - fields.length} more.</p>}
    </details>
  );
}

/**
 * The page's history: each publish, revert or rollback (`#id`, what it was, when in UTC to the
 * minute, by whom, the texts it changed on this page), newest first, each with Revert this page,
 * Revert the whole publish (when it changed other pages too, named) and Roll back site (the whole
 * site as that publish had it).
 */
export function HistoryPanel({
  publishes,
  page,
  onRevert,
  onRollBack,
}: {
  publishes: PublishRecord[];
  /** The page shown (module and language). */
  page: { module: string; language: string };
  onRevert: (record: PublishRecord, page?: { module: string; language: string }) => void;
  onRollBack: (record: PublishRecord) => void;
}) {
  return (
    <section className="rounded border border-line-strong bg-white p-4">
      <h2 className="font-semibold">History of this page</h2>
      {publishes.length === 0 ? (
        <p className="mt-1 text-sm text-ink-soft">Not changed through the editor yet.</p>
      ) : (
        <ul className="mt-2 space-y-3 text-sm">
          {publishes.map((record) => {
            const others = record.pages.filter(
              (p) => p.module !== page.module || p.language !== page.language,
            );
            return (
              <li key={record.id} className="flex flex-col gap-2">
                <span>
                  #{record.id} {kindOf(record)}
                  <br />
                  <span className="text-ink-quiet">
                    {record.publishedAt.slice(0, 16).replace('T', ' ')} UTC, {record.publishedBy}
                  </span>
                </span>
                <FieldDiff record={record} />
                <span className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={secondary}
                    aria-label={`Revert this page in this language to before publish #${record.id}`}
                    onClick={() => onRevert(record, page)}
                  >
                    Revert this page
                  </button>
                  {others.length > 0 && (
                    <button
                      type="button"
                      className={secondary}
                      aria-label={`Revert all ${record.pages.length} pages of publish #${record.id}`}
                      title={record.pages
                        .map((p) => `${pageLabel(p.module)} (${p.language})`)
                        .join(', ')}
                      onClick={() => onRevert(record)}
                    >
                      Revert whole publish ({record.pages.length} pages)
                    </button>
                  )}
                  <button
                    type="button"
                    className={secondary}
                    aria-label={`Roll the whole site back to publish #${record.id}`}
                    onClick={() => onRollBack(record)}
                  >
                    Roll back site
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
