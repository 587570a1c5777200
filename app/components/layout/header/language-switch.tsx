import { fill, localizePath, stripLocale } from '@common/i18n';
import { useLocation } from 'react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { LANGUAGE_STORAGE_KEY } from '~/config/storage';
import { useShell, useLocale } from '~/hooks/use-shell';
import { useDismiss } from '~/hooks/use-dismiss';

import { hoverClass, type HeaderTone } from './tone';

const LanguageList = lazy(() => import('./language-list'));

/**
 * Language switch (spec §2, §9): the button shows the page's language (from its URL);
 * the list goes to the same page in another language and remembers the choice for the home
 * page's hint. A disclosure: the list closes on choice, outside click and Escape (focus returns
 * to the button).
 */
export function LanguageSwitch({ tone }: { tone: HeaderTone }) {
  const { headerContent: copy, languages } = useShell().header;
  const [open, setOpen] = useState(false);
  const current = useLocale();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, containerRef, () => setOpen(false), { returnFocusRef: buttonRef });
  const currentLanguage = languages.find((l) => l.lang === current);
  const currentName = currentLanguage?.label ?? current;
  const hover = hoverClass(tone);
  const basePath = stripLocale(useLocation().pathname);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="language-list"
        aria-label={fill(copy.language.button, {
          name: currentName,
          code: currentLanguage?.code ?? current,
        })}
        className={`js-only inline-flex min-h-11 items-center gap-1 rounded-md px-1.5 text-sm lg:px-2 font-semibold ${hover}`}
        onClick={() => setOpen((o) => !o)}
      >
        {currentLanguage?.code}
      </button>
      {/* Without scripts the button could not open the list; a native disclosure
          lists the same page in every language as plain links. */}
      <details className="no-js-only">
        <summary
          aria-label={fill(copy.language.button, {
            name: currentName,
            code: currentLanguage?.code ?? current,
          })}
          className={`inline-flex min-h-11 cursor-pointer list-none items-center rounded-md px-1.5 text-sm font-semibold lg:px-2 ${hover}`}
        >
          {currentLanguage?.code}
        </summary>
        <ul
          aria-label={copy.language.list}
          className="absolute end-0 top-full z-10 mt-2 w-44 rounded-xl bg-white p-1.5 text-ink shadow-xl ring-1 ring-slate-900/10"
        >
          {languages.map((language) => {
            const selected = language.lang === current;
            // The current language is marked as in the scripted list (language-list.tsx).
            return (
              <li key={language.code}>
                <a
                  href={localizePath(basePath, language.lang)}
                  hrefLang={language.lang}
                  aria-current={selected ? 'true' : undefined}
                  className={`flex min-h-10 items-center justify-between rounded-lg px-3 text-sm ${selected ? 'bg-orange-50 font-semibold text-brand-ink' : 'hover:bg-slate-100'}`}
                >
                  <span lang={language.lang}>{language.name}</span>
                  <span className="text-xs text-muted" aria-hidden="true">
                    {language.code}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </details>
      {open ? (
        <Suspense fallback={null}>
          <LanguageList
            current={current}
            onChoose={(locale) => {
              try {
                localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
              } catch {
                // Storage blocked: the choice is simply not remembered.
              }
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
