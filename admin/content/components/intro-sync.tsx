import type { ContentValue } from '../../../common/content-api';
import { secondary } from '../../components/buttons';

type Intro = { title?: unknown; heading?: unknown };

/** A page's introduction in a document's data, when it has one. */
const introOf = (data: ContentValue): Intro | undefined =>
  data && typeof data === 'object' && !Array.isArray(data)
    ? ((data as Record<string, ContentValue>).pageIntro as Intro | undefined)
    : undefined;

/**
 * "Change both": where a page's title (browser tab and search results) and heading were the same
 * in the text the editor opened and only the heading has been changed, one click gives the title
 * the new heading too, so the tab and search results do not keep the old words. Shown only then.
 * @param saved the page's text as opened; `current` the form's text now
 */
export function IntroSync({
  saved,
  current,
  onChange,
}: {
  saved: ContentValue;
  current: ContentValue;
  onChange: (data: ContentValue) => void;
}) {
  const before = introOf(saved);
  const now = introOf(current);
  if (!before || !now || before.title !== before.heading) return null;
  if (now.heading === now.title || now.title !== before.title) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 rounded border border-line-strong bg-white p-3 text-sm">
      <p className="min-w-0 flex-1">
        The title (browser tab and search results) was the same as the heading you changed.
      </p>
      <button
        type="button"
        className={secondary}
        onClick={() =>
          onChange({
            ...(current as Record<string, ContentValue>),
            pageIntro: { ...(now as Record<string, ContentValue>), title: now.heading as string },
          })
        }
      >
        Change both
      </button>
    </div>
  );
}
