import type { MouseEvent } from 'react';
import { previewUrl } from '../api/content';
import type { ContentChoice } from './use-content-catalogue';
import type { ContentDraft } from './use-content-draft';

/** What {@link usePreview} gives the Preview link. */
export interface Preview {
  /** The opened page's preview URL; undefined until a page is loaded. */
  href: string | undefined;
  /** The link's click: with unsaved changes, saves first and opens the preview once saved. */
  open: (event: MouseEvent<HTMLAnchorElement>) => Promise<void>;
}

/**
 * The preview of the chosen page with its saved draft (GET …/preview, a new tab). The preview
 * shows the saved draft only, so a click with unsaved changes saves first; a refused save opens
 * nothing (its issues show in the form).
 */
export function usePreview(
  choice: ContentChoice,
  draft: Pick<ContentDraft, 'doc' | 'dirty' | 'save'>,
): Preview {
  const href = draft.doc ? previewUrl(draft.doc.module, draft.doc.language) : undefined;
  async function open(event: MouseEvent<HTMLAnchorElement>) {
    if (!draft.dirty) return;
    event.preventDefault();
    if (await draft.save())
      window.open(previewUrl(choice.module, choice.language), '_blank', 'noopener');
  }
  return { href, open };
}
