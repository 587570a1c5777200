import { SmartLink } from '~/components/ui/smart-link';

/** A look of a {@link LinkList}: the list's classes and each link's. */
export interface LinkListLook {
  list: string;
  link: string;
}

/** Props of {@link LinkList}. */
export interface LinkListProps {
  links: ReadonlyArray<{ label: string; href: string }>;
  look: LinkListLook;
  /** Accessible name of the list (`aria-label`), e.g. 'Social media'. */
  label?: string;
  /** Every link opens in a new tab (SmartLink's `external`). */
  external?: boolean;
}

/**
 * A list of plain links, one SmartLink per `<li>`, in the look given: the rows of links in the page
 * footers (layout/footer-link-looks.ts) and the plain header. The plain header puts it in every
 * page's first-load chunk, so the footers that use it load nothing more for it.
 */
export function LinkList({ links, look, label, external }: LinkListProps) {
  return (
    <ul className={look.list} aria-label={label}>
      {links.map((link) => (
        <li key={`${link.href} ${link.label}`}>
          <SmartLink href={link.href} external={external} className={look.link}>
            {link.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
