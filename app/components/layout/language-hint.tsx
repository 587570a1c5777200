import { lazy, useEffect, useState } from 'react';
import { isLocale, type Locale } from '@common/i18n';
import { ChunkBoundary } from '~/components/ui/chunk-boundary';
import { LANGUAGE_HINT_DISMISSED_KEY, LANGUAGE_STORAGE_KEY } from '~/config/storage';
import { useLocale } from '~/hooks/use-shell';

const LanguageHintBar = lazy(() => import('./language-hint-bar'));

/** Reads a key of localStorage; null where storage is blocked. */
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * On a home page, a one-line, dismissible hint that the page exists in the language
 * the visitor chose before ("This page is also in Français."), never a redirect. Only the
 * storage check is in the page's first load; the bar ({@link LanguageHintBar}) is fetched for
 * the visitors it is for, and if it cannot load there is simply no hint.
 */
export function LanguageHint() {
  const current = useLocale();
  const [preferred, setPreferred] = useState<Locale | null>(null);

  useEffect(() => {
    const choice = stored(LANGUAGE_STORAGE_KEY);
    if (isLocale(choice) && choice !== current && stored(LANGUAGE_HINT_DISMISSED_KEY) !== choice)
      setPreferred(choice);
    else setPreferred(null);
  }, [current]);

  if (!preferred) return null;
  return (
    <ChunkBoundary name="Language hint" fallback={null}>
      <LanguageHintBar preferred={preferred} onDismiss={() => setPreferred(null)} />
    </ChunkBoundary>
  );
}
