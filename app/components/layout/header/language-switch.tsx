import { useRef, useState } from 'react';
import { headerContent as copy, languages, type Language } from '~/content/header';
import { useDismiss } from '~/hooks/use-dismiss';
import { Icon } from './icons';

/**
 * Language switch (spec §2, §9): EN by default; the list shows English, Français, Español,
 * Deutsch, Arabic. Choosing one only highlights it (no translation is part of the site). A
 * disclosure: the list closes on choice, outside click and Escape (focus returns to the button).
 */
export function LanguageSwitch({ tone }: { tone: 'light' | 'dark' }) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<Language['code']>('EN');
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, containerRef, () => setOpen(false), { returnFocusRef: buttonRef });
  const currentName = languages.find((l) => l.code === current)?.name ?? current;

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="language-list"
        aria-label={copy.language.button(currentName)}
        className={`inline-flex min-h-11 items-center gap-1 rounded-md px-1.5 text-sm lg:px-2 font-semibold ${tone === 'light' ? 'hover:bg-white/10' : 'hover:bg-slate-900/5'}`}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="globe" className="hidden size-4 lg:block" />
        {current}
      </button>
      {open ? (
        <ul
          id="language-list"
          aria-label={copy.language.list}
          className="absolute right-0 top-full z-10 mt-2 w-44 rounded-xl bg-white p-1.5 text-ink shadow-xl ring-1 ring-slate-900/10"
        >
          {languages.map((language) => {
            const selected = language.code === current;
            return (
              <li key={language.code}>
                <button
                  type="button"
                  lang={language.lang}
                  aria-pressed={selected}
                  className={`flex min-h-10 w-full items-center justify-between rounded-lg px-3 text-left text-sm ${selected ? 'bg-orange-50 font-semibold text-brand-ink' : 'hover:bg-slate-100'}`}
                  onClick={() => {
                    setCurrent(language.code);
                    setOpen(false);
                    buttonRef.current?.focus();
                  }}
                >
                  <span>{language.name}</span>
                  <span className="text-xs text-muted" aria-hidden="true">
                    {language.code}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
