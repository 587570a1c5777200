import { useCallback, useEffect, useState } from 'react';
import type { InboxMeResponse } from '../../../common/admin-api';
import type { ContentIndexResponse } from '../../../common/content-api';
import { getMe } from '../../lib/session';
import { getContentIndex } from '../api/content';
import { onContentChange } from '../content-channel';

/** The page and language being edited (`module` '' until the catalogue has loaded). */
export interface ContentChoice {
  module: string;
  language: string;
}

/** What {@link useContentCatalogue} gives the editor. */
export interface ContentCatalogue {
  /** The signed-in account; null until known. */
  me: InboxMeResponse | null;
  /** The editable modules (with their drafts) and languages; null until loaded. */
  index: ContentIndexResponse | null;
  choice: ContentChoice;
  /** Opens another page and/or language. */
  choose: (change: Partial<ContentChoice>) => void;
  /** Reads the catalogue again (its drafts changed). */
  refreshIndex: () => Promise<void>;
}

/**
 * The page and language asked for in the address: `?module=home&language=fr`; French when no
 * language is given (the first translation an editor usually works on).
 */
export function choiceFromSearch(search: string): ContentChoice {
  const params = new URLSearchParams(search);
  return { module: params.get('module') ?? '', language: params.get('language') ?? 'fr' };
}

/**
 * Who is signed in (GET /api/admin/me) and, for an editor, the catalogue
 * (GET /api/admin/content) and the page being edited: the one in the address if the catalogue
 * has it, else `home`, else the first module. A team account gets no catalogue (the page says
 * it cannot edit). Failures go to `report`.
 */
export function useContentCatalogue(report: (caught: unknown) => void): ContentCatalogue {
  const [me, setMe] = useState<InboxMeResponse | null>(null);
  const [index, setIndex] = useState<ContentIndexResponse | null>(null);
  const [choice, setChoice] = useState(() => choiceFromSearch(location.search));

  useEffect(() => {
    getMe()
      .then((who) => {
        setMe(who);
        if (who.role !== 'editor') return;
        return getContentIndex().then((list) => {
          setIndex(list);
          setChoice((old) =>
            list.modules.some((module) => module.name === old.module)
              ? old
              : {
                  ...old,
                  module:
                    list.modules.find((m) => m.name === 'home')?.name ??
                    list.modules[0]?.name ??
                    '',
                },
          );
        });
      })
      .catch(report);
  }, [report]);

  const choose = useCallback(
    (change: Partial<ContentChoice>) => setChoice((old) => ({ ...old, ...change })),
    [],
  );
  const refreshIndex = useCallback(() => getContentIndex().then(setIndex), []);

  // Another tab published (or this one is shown again): its drafts list must agree.
  useEffect(() => {
    if (me?.role !== 'editor') return;
    return onContentChange(() => void refreshIndex().catch(report));
  }, [me, refreshIndex, report]);

  return { me, index, choice, choose, refreshIndex };
}
