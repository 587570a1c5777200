import type { ReactNode } from 'react';
import { SmartLink } from '~/components/ui/smart-link';

/** A look of a {@link LinkList}: the list's classes and each link's. */
export interface LinkListLook {
  list: string;
  link: string;
}

/** A link of a {@link LinkList}: its label and target, and whatever else `content` draws. */
export interface ListedLink {
  label: string;
  href: string;
}

/** Props of {@link LinkList}. */
export interface LinkListProps<T extends ListedLink> {
  links: ReadonlyArray<T>;
  look: LinkListLook;
  /** Accessible name of the list (`aria-label`), e.g. 'Social media'. */
  label?: string;
  /** Every link opens in a new tab (SmartLink's `external`). */
  external?: boolean;
  /** What each link shows: its label by default; an icon and the label in ConnectLinks. */
  content?: (link: T) => ReactNode;
}

/**
 * A list of links, one SmartLink per `<li>`, in the look given: the rows of links in the page
 * footers (layout/footer-link-looks.ts), the plain header and the 'Connect With Us' pills. The
 * plain header puts it in every page's first-load chunk, so the others load nothing more for it.
 */
export function LinkList<T extends ListedLink>({
  links,
  look,
  label,
  external,
  content,
}: LinkListProps<T>) {
  return (
    <ul className={look.list} aria-label={label}>
      {links.map((link) => (
        <li key={`${link.href} ${link.label}`}>
          <SmartLink href={link.href} external={external} className={look.link}>
            {content ? content(link) : link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
