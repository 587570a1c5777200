import { fill } from '@common/i18n';
import { useRef, useState } from 'react';
import { LANGUAGE_STORAGE_KEY } from '~/config/storage';
import { useShell, useLocale } from '~/hooks/use-shell';
import { useDismiss } from '~/hooks/use-dismiss';

import { LanguageList } from './language-list';
import { hoverClass, type HeaderTone } from './tone';

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
        <LanguageList current={current} />
      </details>
      {open ? (
        <LanguageList
          id="language-list"
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
      ) : null}
    </div>
  );
}
