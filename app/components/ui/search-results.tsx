import { fill } from '@common/i18n';
import type { ShellContent } from '~/content/types/site-copy';
import { excerptParts } from '~/lib/site-search';
import { SmartLink } from './smart-link';

/**
 * A Pagefind excerpt as text with the matched words in `<mark>`. Built from text
 * runs, never injected as HTML, so page text can never become markup here.
 */
export function SearchExcerpt({ excerpt }: { excerpt: string }) {
  return (
    <>
      {excerptParts(excerpt).map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-highlight px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** The search copy of the page shell (the header module's `headerContent.search`). */
export type SearchCopy = ShellContent['header']['headerContent']['search'];

/** No result: say so, and offer the FAQ and Contact pages. */
export function NoResults({
  query,
  copy,
  onNavigate,
}: {
  query: string;
  copy: SearchCopy;
  onNavigate?: () => void;
}) {
  return (
    <div className="px-4 py-3 text-sm">
      <p className="font-semibold">{fill(copy.noResults, { query })}</p>
      <p className="mt-1 text-muted">{copy.noResultsHelp}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {[copy.faqLink, copy.contactLink].map((link) => (
          <li key={link.href}>
            <SmartLink
              href={link.href}
              className="font-semibold text-brand-ink underline underline-offset-2"
              onClick={onNavigate}
            >
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
