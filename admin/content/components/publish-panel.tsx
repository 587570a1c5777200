import type { ContentIndexResponse, PublishRecord } from '../../../common/content-api';
import { primary, secondary } from '../../components/buttons';

/**
 * The Publish box: the drafts waiting (`module (language)`, from the catalogue) and "Publish all
 * drafts", disabled while work is under way or when this server cannot publish (no
 * `CONTENT_RELEASES_DIR`: drafts only).
 */
export function PublishPanel({
  index,
  busy,
  onPublish,
}: {
  index: ContentIndexResponse | null;
  busy: boolean;
  onPublish: () => void;
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
    </section>
  );
}

/** What a history entry was: a publish, a revert of one, or a rollback of the whole site. */
function kindOf(record: PublishRecord): string {
  if (record.kind === 'rollback') return `site rolled back to #${record.restoresId}`;
  return record.kind === 'revert' ? `revert of #${record.revertsId}` : 'publish';
}

/**
 * The page's history: each publish, revert or rollback (`#id`, what it was, when in UTC to the
 * minute, by whom), newest first, each with Revert (this publish's pages) and Roll back (the whole
 * site as this publish left it).
 */
export function HistoryPanel({
  publishes,
  onRevert,
  onRollBack,
}: {
  publishes: PublishRecord[];
  onRevert: (record: PublishRecord) => void;
  onRollBack: (record: PublishRecord) => void;
}) {
  return (
    <section className="rounded border border-line-strong bg-white p-4">
      <h2 className="font-semibold">History of this page</h2>
      {publishes.length === 0 ? (
        <p className="mt-1 text-sm text-ink-soft">Not changed through the editor yet.</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {publishes.map((record) => (
            <li key={record.id} className="flex flex-col gap-2">
              <span>
                #{record.id} {kindOf(record)}
                <br />
                <span className="text-ink-quiet">
                  {record.publishedAt.slice(0, 16).replace('T', ' ')} UTC, {record.publishedBy}
                </span>
              </span>
              <span className="flex flex-wrap gap-2">
                <button type="button" className={secondary} onClick={() => onRevert(record)}>
                  Revert
                </button>
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
          ))}
        </ul>
      )}
    </section>
  );
}
