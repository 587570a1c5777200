import { LinkList, type LinkListLook } from '~/components/ui/link-list';
import { useCurrentYear } from '~/hooks/use-current-year';
import type { NavLink } from '~/content/types/shapes';
import { useShell } from '~/hooks/use-shell';

/**
 * The footer's rows of links: page links in the product footers' look (footer-link-looks.ts,
 * repeated here: that module is in the product pages' chunk, which /contact would then load),
 * and social links as round 44 px targets.
 */
const CONTACT_FOOTER_LINKS = {
  pages: {
    list: 'flex flex-wrap gap-x-6 gap-y-2 text-sm',
    link: 'inline-block py-1 hover:text-white hover:underline',
  },
  social: {
    list: 'flex gap-3 text-sm',
    link: 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-white/20 px-3 hover:border-brand hover:text-white',
  },
} as const satisfies Record<string, LinkListLook>;

/** Props of {@link ContactFooter}. */
export interface ContactFooterProps {
  links: readonly NavLink[];
  social: readonly NavLink[];
  companyName: string;
  tagline: string;
  /**
   * A floating control sits at the bottom end of the page (the /contact chat launcher): room
   * under the copyright so at the end of the page the launcher covers nothing.
   */
  roomForFloatingControl?: boolean;
}

/** The page footer of /contact and /cv (spec §2): links, four social links, current-year copyright. */
export function ContactFooter({
  links,
  social,
  companyName,
  tagline,
  roomForFloatingControl = false,
}: ContactFooterProps) {
  const ui = useShell().common.uiContent;
  const year = useCurrentYear();
  return (
    <footer className="bg-surface text-white/80">
      <div className="mx-auto flex max-w-content flex-col gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <LinkList links={links} look={CONTACT_FOOTER_LINKS.pages} />
        <LinkList
          links={social}
          look={CONTACT_FOOTER_LINKS.social}
          label={ui.socialMedia}
          external
        />
      </div>
      {/* pb-20 (80 px) clears the launcher: 48 px tall, 16 px above the bottom (chat-dialog.tsx). */}
      <p
        className={`border-t border-white/10 px-4 pt-5 text-center text-sm ${roomForFloatingControl ? 'pb-20' : 'pb-5'}`}
      >
        © {year} {companyName}. {tagline}
      </p>
    </footer>
  );
}
