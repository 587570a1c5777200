import { SmartLink } from '~/components/ui/smart-link';
import { LinkList, type LinkListLook } from '~/components/ui/link-list';

/** The header's row of links: one line that scrolls sideways, targets 44 px tall. */
const PLAIN_HEADER_LINKS: LinkListLook = {
  list: 'flex gap-4 whitespace-nowrap text-sm',
  link: 'inline-flex min-h-11 items-center underline-offset-2 hover:underline',
};

/** Props of {@link PlainHeader}. */
export interface PlainHeaderProps {
  /** Accessible name of the navigation. */
  label: string;
  /** The visible name of the home link (the company or the product). */
  name: string;
  /** Accessible name of the home link, e.g. 'Exemplar AI home'. */
  homeLabel: string;
  homeHref: string;
  links: ReadonlyArray<{ label: string; href: string }>;
}

/**
 * The header's stand-in when its chunk cannot load (`ChunkBoundary`, DESIGN §5): the company name
 * home and every top-level link, plain and in the page's language, scrolling sideways inside its
 * own bar on a narrow screen (the page never does). Part of the main bundle, so it needs nothing
 * more from the network; so is {@link LinkList} through it, which the footers share.
 */
export function PlainHeader({ label, name, homeLabel, homeHref, links }: PlainHeaderProps) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-surface text-white">
      <div className="mx-auto flex h-16 max-w-content items-center gap-4 px-4">
        <SmartLink href={homeHref} aria-label={homeLabel} className="shrink-0 font-bold">
          {name}
        </SmartLink>
        <nav aria-label={label} className="min-w-0 overflow-x-auto">
          <LinkList links={links} look={PLAIN_HEADER_LINKS} />
        </nav>
      </div>
    </header>
  );
}
