import { SmartLink } from '~/components/ui/smart-link';

/** A look of a {@link LinkList}: the list's classes and each link's. */
export interface LinkListLook {
  list: string;
  link: string;
}

/**
 * The footers' looks of a {@link LinkList}. Link targets are at least 24 px tall (WCAG 2.5.8);
 * the `social` ones 44 px (`min-h-11`). The header's stand-in keeps its own look (plain-header.tsx),
 * so these class lists stay out of the chunk every page loads.
 */
export const footerLinkLooks = {
  /** A footer's row of page links (spec §2 /contact, /cv, /scanova, /lumen footers). */
  footer: {
    list: 'flex flex-wrap gap-x-6 gap-y-2 text-sm',
    link: 'inline-block py-1 hover:text-white hover:underline',
  },
  /** A footer's social links as round buttons (spec §2 /contact, /cv footer). */
  social: {
    list: 'flex gap-3 text-sm',
    link: 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-white/20 px-3 hover:border-brand hover:text-white',
  },
} as const satisfies Record<string, LinkListLook>;

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
 * A list of plain links, one SmartLink per `<li>`, in the look given ({@link footerLinkLooks} or
 * the header stand-in's): the rows of links in the page footers and in the header's stand-in.
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
