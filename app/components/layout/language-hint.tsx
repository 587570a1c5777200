import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { fill, isLocale, type Locale, localizePath } from '@common/i18n';
import { LANGUAGE_HINT_DISMISSED_KEY, LANGUAGE_STORAGE_KEY } from '~/config/storage';
import { useChrome, useLocale } from '~/hooks/use-chrome';

/** Reads a key of localStorage; null where storage is blocked. */
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Issue 12: on a home page, a one-line, dismissible hint that the page exists in the language
 * the visitor chose before ("This page is also in Français."), never a redirect. Fixed below
 * the header, so appearing after hydration shifts no layout (DESIGN §6: CLS ≤ 0.01).
 */
export function LanguageHint() {
  const current = useLocale();
  const { common, header } = useChrome();
  const [preferred, setPreferred] = useState<Locale | null>(null);

  useEffect(() => {
    const choice = stored(LANGUAGE_STORAGE_KEY);
    if (isLocale(choice) && choice !== current && stored(LANGUAGE_HINT_DISMISSED_KEY) !== choice)
      setPreferred(choice);
    else setPreferred(null);
  }, [current]);

  const language = header.languages.find((l) => l.lang === preferred);
  if (!preferred || !language) return null;
  const [before, after = ''] = common.chromeContent.languageHint.split('{language}');
  const dismiss = () => {
    try {
      localStorage.setItem(LANGUAGE_HINT_DISMISSED_KEY, preferred);
    } catch {
      // Storage blocked: the hint goes for this view only.
    }
    setPreferred(null);
  };
  return (
    <aside
      aria-label={fill(common.chromeContent.languageHint, { language: language.name })}
      className="fixed inset-x-0 top-16 z-40 flex justify-center px-4 pt-2"
      data-testid="language-hint"
    >
      <p className="flex items-center gap-3 rounded-full bg-white py-1 ps-4 pe-1 text-sm text-ink shadow-lg ring-1 ring-slate-900/10">
        <span>
          {before}
          <Link
            to={localizePath('/', preferred)}
            lang={language.lang}
            hrefLang={language.lang}
            className="font-semibold text-brand-ink underline underline-offset-4"
          >
            {language.name}
          </Link>
          {after}
        </span>
        <button
          type="button"
          onClick={dismiss}
          aria-label={common.chromeContent.languageHintDismiss}
          className="inline-flex size-9 items-center justify-center rounded-full hover:bg-slate-100"
        >
          <span aria-hidden="true" className="glyph-close" />
        </button>
      </p>
    </aside>
  );
}
