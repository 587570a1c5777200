import { Icon } from '~/components/ui/icon';
import { LinkList, type LinkListLook } from '~/components/ui/link-list';
import { Section } from './section';
import type { ConnectLink, TitledSectionIds } from '~/content/types/shapes';

/** Props of {@link ConnectLinks}. */
export interface ConnectLinksProps extends TitledSectionIds {
  lead?: string;
  links: readonly ConnectLink[];
}

/** Centred pills, each an icon and its label. */
const PILLS: LinkListLook = {
  list: 'mt-10 flex flex-wrap justify-center gap-4',
  link: 'inline-flex min-h-11 items-center gap-2 rounded-full border border-line-strong bg-white px-5 font-semibold hover:border-brand-ink hover:text-brand-ink',
};

/**
 * 'Connect With Us' (spec §2 /demos): a professional network page, a microblog, a code host
 * and a mailto. Web links open in a new tab (SmartLink); the mailto opens the mail client.
 */
export function ConnectLinks({ heading, lead, links, ...ids }: ConnectLinksProps) {
  return (
    <Section {...ids} tone="subtle" heading={{ title: heading, lead, rhythm: 'landing' }}>
      <LinkList
        links={links}
        look={PILLS}
        content={(link) => (
          <>
            <Icon name={link.icon} className="size-5" />
            {link.label}
          </>
        )}
      />
    </Section>
  );
}
