import type { LinkListLook } from '~/components/ui/link-list';

/**
 * The footers' looks of a {@link LinkList}. Link targets are at least 24 px tall (WCAG 2.5.8);
 * the `social` ones 44 px (`min-h-11`).
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
