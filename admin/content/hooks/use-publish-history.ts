import { useCallback, useEffect, useState } from 'react';
import type { PublishRecord } from '../../../common/content-api';
import { getContentHistory } from '../api/content';
import type { ContentChoice } from './use-content-catalogue';

/** What {@link usePublishHistory} gives the editor. */
export interface PublishHistory {
  /** The publishes and reverts that changed the chosen page, newest first. */
  publishes: PublishRecord[];
  /** Reads the history again (after a publish or a revert). */
  reload: () => Promise<void>;
}

/**
 * The chosen page's publish history (GET /api/admin/content/history?module=&language=), read
 * whenever the page or language changes. Failures go to `report`.
 */
export function usePublishHistory(
  choice: ContentChoice,
  report: (caught: unknown) => void,
): PublishHistory {
  const [publishes, setPublishes] = useState<PublishRecord[]>([]);

  const reload = useCallback(async () => {
    if (!choice.module) return;
    const past = await getContentHistory(choice.module, choice.language);
    setPublishes(past.publishes);
  }, [choice]);

  useEffect(() => {
    reload().catch(report);
  }, [reload, report]);

  return { publishes, reload };
}
