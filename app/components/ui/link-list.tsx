import { SmartLink } from '~/components/ui/smart-link';

/**
 * The looks of a {@link LinkList}: the list's classes and each link's. Link targets are at least
 * 24 px tall (WCAG 2.5.8); the `social` and `header` ones 44 px (`min-h-11`).
 */
export const linkListVariants = {
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
  /** The header's plain stand-in, one line that scrolls sideways (`PlainHeader`). */
  header: {
    list: 'flex gap-4 whitespace-nowrap text-sm',
    link: 'inline-flex min-h-11 items-center underline-offset-2 hover:underline',
  },
} as const;

/** Props of {@link LinkList}. */
export interface LinkListProps {
  links: ReadonlyArray<{ label: string; href: string }>;
  variant: keyof typeof linkListVariants;
  /** Accessible name of the list (`aria-label`), e.g. 'Social media'. */
  label?: string;
  /** Every link opens in a new tab (SmartLink's `external`). */
  external?: boolean;
}

/**
 * A list of plain links, one SmartLink per `<li>`, in one of {@link linkListVariants}: the rows
 * of links in the page footers and in the header's stand-in.
 */
export function LinkList({ links, variant, label, external }: LinkListProps) {
  const look = linkListVariants[variant];
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
