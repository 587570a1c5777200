import type { ContentIndexResponse } from '../../../common/content-api';
import { primary } from '../../components/buttons';

/**
 * The Publish action kept in reach on narrow screens (below the `lg` breakpoint, 1024 px), where
 * the Publish panel sits after the whole form: a bar fixed to the bottom of the viewport with
 * the number of drafts waiting and "Publish all drafts". Hidden from 1024 px, where the panel is
 * beside the form.
 */
export function PublishBar({
  index,
  busy,
  onPublish,
}: {
  index: ContentIndexResponse | null;
  busy: boolean;
  onPublish: () => void;
}) {
  const drafts = index?.modules.reduce((sum, module) => sum + module.drafts.length, 0) ?? 0;
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-10 flex items-center justify-between gap-3 border-t border-line-strong bg-white px-4 py-2 lg:hidden"
      aria-label="Publish"
      role="region"
    >
      <span className="text-sm text-ink-soft">
        {drafts === 0
          ? 'No drafts waiting.'
          : drafts === 1
            ? '1 draft waiting.'
            : `${drafts} drafts waiting.`}
      </span>
      <button
        type="button"
        className={primary}
        disabled={!index?.canPublish || busy || drafts === 0}
        onClick={onPublish}
      >
        Publish all drafts
      </button>
    </div>
  );
}
