import { Link } from 'react-router';
import { fill, type Locale, localizePath } from '@common/i18n';
import { LANGUAGE_HINT_DISMISSED_KEY } from '~/config/storage';
import { useShell } from '~/hooks/use-shell';

/** Props of {@link LanguageHintBar}. */
export interface LanguageHintBarProps {
  /** The language the visitor chose before, other than the page's. */
  preferred: Locale;
  /** Called once the visitor dismissed the hint (and it was remembered where storage allows). */
  onDismiss: () => void;
}

/**
 * The hint's bar: "This page is also in Français." with a link to that home page
 * and a Dismiss button that remembers the choice. A chunk of its own, loaded by
 * {@link LanguageHint} only for a visitor who chose another language before (code
 * the first view does not need is not in the first load). Fixed below the header, so appearing
 * after hydration shifts no layout (DESIGN §6: CLS ≤ 0.01).
 */
export default function LanguageHintBar({ preferred, onDismiss }: LanguageHintBarProps) {
  const { common, header } = useShell();
  const language = header.languages.find((l) => l.lang === preferred);
  if (!language) return null;
  const [before, after = ''] = common.shellContent.languageHint.split('{language}');
  const dismiss = () => {
    try {
      localStorage.setItem(LANGUAGE_HINT_DISMISSED_KEY, preferred);
    } catch {
      // Storage blocked: the hint goes for this view only.
    }
    onDismiss();
  };
  return (
    <aside
      aria-label={fill(common.shellContent.languageHint, { language: language.name })}
      className="fixed inset-x-0 top-16 z-40 flex justify-center px-4 pt-2"
      data-testid="language-hint"
    >
      <p className="flex items-center gap-3 rounded-full bg-white py-1 ps-4 pe-1 text-sm text-ink shadow-lg ring-1 ring-night/10">
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
          aria-label={common.shellContent.languageHintDismiss}
          className="inline-flex size-9 items-center justify-center rounded-full hover:bg-subtle-strong"
        >
          <span aria-hidden="true" className="glyph-close" />
        </button>
      </p>
    </aside>
  );
}
