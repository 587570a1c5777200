import type { LinkListLook } from '~/components/ui/link-list';

/**
 * The product footers' look of a {@link LinkList}: link targets at least 24 px tall (WCAG 2.5.8).
 */
export const footerLinkLooks = {
  /** A footer's row of page links (spec §2 /contact, /cv, /scanova, /lumen footers). */
  footer: {
    list: 'flex flex-wrap gap-x-6 gap-y-2 text-sm',
    link: 'inline-block py-1 hover:text-white hover:underline',
  },
} as const satisfies Record<string, LinkListLook>;
