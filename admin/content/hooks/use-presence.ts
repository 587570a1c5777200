import { useEffect, useState } from 'react';
import type { ContentPresenceEditor } from '../../../common/content-api';
import { sayPageLeft, sayPageOpen } from '../api/content';
import type { ContentChoice } from './use-content-catalogue';

/** How often the page says it is still open while the tab is visible (ms). */
export const HEARTBEAT_MS = 20_000;

/**
 * Who else has the chosen page open (DESIGN §8 "Content editor", docs/editing.md "Who else is
 * editing"): the accounts the page's own reading listed (`opened`, the document's `others`), then
 * those each heartbeat lists (POST …/presence every {@link HEARTBEAT_MS} while the tab is visible,
 * and at once when it becomes visible again). Leaving the page or the language says so
 * (DELETE …/presence), so the others stop seeing this account at once. A failed heartbeat changes
 * nothing: the list is a hint.
 * @returns the other accounts' addresses
 */
export function usePresence(
  choice: ContentChoice,
  opened: ContentPresenceEditor[] | undefined,
): string[] {
  const [others, setOthers] = useState<string[]>([]);
  const [listed, setListed] = useState(opened);
  const { module, language } = choice;
  // A page read (another page, or this one again) lists them afresh until the next heartbeat.
  if (opened !== listed) {
    setListed(opened);
    setOthers((opened ?? []).map((editor) => editor.email));
  }

  useEffect(() => {
    if (!module) return;
    let live = true;
    const beat = () => {
      if (document.visibilityState !== 'visible') return;
      sayPageOpen(module, language).then(
        (answer) => {
          if (live) setOthers(answer.others.map((editor) => editor.email));
        },
        () => undefined,
      );
    };
    const timer = setInterval(beat, HEARTBEAT_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') beat();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      sayPageLeft(module, language).catch(() => undefined);
    };
  }, [module, language]);

  return others;
}
