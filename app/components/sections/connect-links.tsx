import { Icon } from '~/components/ui/icon';
import { SmartLink } from '~/components/ui/smart-link';
import { Section } from './section';
import type { ConnectLink, TitledSectionIds } from '~/content/types/shapes';

/** Props of {@link ConnectLinks}. */
export interface ConnectLinksProps extends TitledSectionIds {
  lead?: string;
  links: readonly ConnectLink[];
}

/**
 * 'Connect With Us' (spec §2 /demos): a professional network page, a microblog, a code host
 * and a mailto. Web links open in a new tab (SmartLink); the mailto opens the mail client.
 */
export function ConnectLinks({ heading, lead, links, ...ids }: ConnectLinksProps) {
  return (
    <Section {...ids} tone="subtle" heading={{ title: heading, lead, rhythm: 'landing' }}>
      <ul className="mt-10 flex flex-wrap justify-center gap-4">
        {links.map((link) => (
          <li key={link.label}>
            <SmartLink
              href={link.href}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line-strong bg-white px-5 font-semibold hover:border-brand-ink hover:text-brand-ink"
            >
              <Icon name={link.icon} className="size-5" />
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
