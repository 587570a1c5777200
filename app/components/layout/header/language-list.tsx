import { Link, useLocation, useMatches } from 'react-router';
import { type Locale, localizePath, stripLocale } from '@common/i18n';
import { useShell } from '~/hooks/use-shell';
import { LANGUAGE_LIST_CLASS, LanguageLinkText, languageLinkClass } from './language-link';

/**
 * The language list of the switch (spec §2): five links to the same page in each
 * language (client navigation, query and hash kept), the current one highlighted and marked
 * `aria-current`. Each name is in its own language and `lang`; where the page's language names
 * it differently (العربية on an English page), assistive technology also hears that name.
 * Loaded on demand.
 */
export default function LanguageList({
  current,
  onChoose,
}: {
  current: Locale;
  onChoose: (locale: Locale) => void;
}) {
  const { headerContent: copy, languages } = useShell().header;
  const { pathname, search, hash } = useLocation();
  const basePath = stripLocale(pathname);
  // On a 404 page the other language's page is the server's 404 too: a document load, since
  // there is no data to fetch for an unknown path.
  const notFound = useMatches().some((match) => match.id.endsWith('not-found'));
  return (
    <ul id="language-list" aria-label={copy.language.list} className={LANGUAGE_LIST_CLASS}>
      {languages.map((language) => {
        const selected = language.lang === current;
        return (
          <li key={language.code}>
            <Link
              to={`${localizePath(basePath, language.lang)}${search}${hash}`}
              hrefLang={language.lang}
              reloadDocument={notFound}
              aria-current={selected ? 'true' : undefined}
              className={languageLinkClass(selected)}
              onClick={() => onChoose(language.lang)}
            >
              <LanguageLinkText language={language} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
