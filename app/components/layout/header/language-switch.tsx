import { fill } from '@common/i18n';
import { lazy, Suspense, useRef, useState } from 'react';
import { headerContent as copy, languages } from '~/content/en/header';
import { useDismiss } from '~/hooks/use-dismiss';

const LanguageList = lazy(() => import('./language-list'));
import { Icon } from './icons';
import type { Language } from '~/types/content';

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
        aria-label={fill(copy.language.button, { name: currentName })}
        className={`inline-flex min-h-11 items-center gap-1 rounded-md px-1.5 text-sm lg:px-2 font-semibold ${tone === 'light' ? 'hover:bg-white/10' : 'hover:bg-slate-900/5'}`}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="globe" className="hidden size-4 lg:block" />
        {current}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LanguageList
            current={current}
            onChoose={(code) => {
              setCurrent(code);
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
