import { Link, useLocation, useMatches } from 'react-router';
import { type Locale, localizePath, stripLocale } from '@common/i18n';
import { useShell } from '~/hooks/use-shell';

/**
 * The language list of the switch (spec §2): five links to the same page in each
 * language (client navigation, query and hash kept), the current one highlighted and marked
 * `aria-current`. Each name is in its own language and `lang`; where the page's language names
 * it differently (العربية on an English page), assistive technology also hears that name.
 * The same list serves the no-script disclosure, where the links are plain document loads.
 */
export function LanguageList({
  id,
  current,
  onChoose,
}: {
  /** The scripted list's id, which the switch's button controls (`aria-controls`). */
  id?: string;
  current: Locale;
  /** Called on a choice (scripted list); without scripts the links just navigate. */
  onChoose?: (locale: Locale) => void;
}) {
  const { headerContent: copy, languages } = useShell().header;
  const { pathname, search, hash } = useLocation();
  const basePath = stripLocale(pathname);
  // On a 404 page the other language's page is the server's 404 too: a document load, since
  // there is no data to fetch for an unknown path.
  const notFound = useMatches().some((match) => match.id.endsWith('not-found'));
  return (
    <ul
      id={id}
      aria-label={copy.language.list}
      className="absolute end-0 top-full z-10 mt-2 w-44 rounded-xl bg-white p-1.5 text-ink shadow-xl ring-1 ring-night/10"
    >
      {languages.map((language) => {
        const selected = language.lang === current;
        return (
          <li key={language.code}>
            <Link
              to={`${localizePath(basePath, language.lang)}${search}${hash}`}
              hrefLang={language.lang}
              reloadDocument={notFound}
              aria-current={selected ? 'true' : undefined}
              className={`flex min-h-10 w-full items-center justify-between rounded-lg px-3 text-start text-sm ${selected ? 'bg-brand-soft font-semibold text-brand-ink' : 'hover:bg-subtle-strong'}`}
              onClick={() => onChoose?.(language.lang)}
            >
              <span>
                <span lang={language.lang}>{language.name}</span>
                {language.label !== language.name ? (
                  <span className="sr-only"> ({language.label})</span>
                ) : null}
              </span>
              <span className="text-xs text-muted" aria-hidden="true">
                {language.code}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
