import { headerContent as copy, languages } from '~/content/en/header';
import type { Language } from '~/types/content';

/** The language list of the switch (spec §2): five choices, the current one highlighted. Loaded on demand. */
export default function LanguageList({
  current,
  onChoose,
}: {
  current: Language['code'];
  onChoose: (code: Language['code']) => void;
}) {
  return (
    <ul
      id="language-list"
      aria-label={copy.language.list}
      className="absolute end-0 top-full z-10 mt-2 w-44 rounded-xl bg-white p-1.5 text-ink shadow-xl ring-1 ring-slate-900/10"
    >
      {languages.map((language) => {
        const selected = language.code === current;
        return (
          <li key={language.code}>
            <button
              type="button"
              lang={language.lang}
              aria-pressed={selected}
              className={`flex min-h-10 w-full items-center justify-between rounded-lg px-3 text-start text-sm ${selected ? 'bg-orange-50 font-semibold text-brand-ink' : 'hover:bg-slate-100'}`}
              onClick={() => onChoose(language.code)}
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
  );
}
