import type { Language } from '~/content/types/shapes';

/** The list of the language switch, scripted (language-list.tsx) or not (language-switch.tsx). */
export const LANGUAGE_LIST_CLASS =
  'absolute end-0 top-full z-10 mt-2 w-44 rounded-xl bg-white p-1.5 text-ink shadow-xl ring-1 ring-slate-900/10';

/** One language's link in that list; the current language is highlighted. */
export const languageLinkClass = (selected: boolean) =>
  `flex min-h-10 w-full items-center justify-between rounded-lg px-3 text-start text-sm ${selected ? 'bg-orange-50 font-semibold text-brand-ink' : 'hover:bg-slate-100'}`;

/**
 * What a language's link says (spec §2): its name in its own language and `lang` (WCAG 3.1.2),
 * the page language's name for it to assistive technology where the two differ (العربية on an
 * English page is also "Arabic"), and its code, which is decoration.
 */
export function LanguageLinkText({ language }: { language: Language }) {
  return (
    <>
      <span>
        <span lang={language.lang}>{language.name}</span>
        {language.label !== language.name ? (
          <span className="sr-only"> ({language.label})</span>
        ) : null}
      </span>
      <span className="text-xs text-muted" aria-hidden="true">
        {language.code}
      </span>
    </>
  );
}
