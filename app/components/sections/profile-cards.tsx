import { SmartLink } from '~/components/ui/smart-link';
import { ContentImage } from '~/components/ui/content-image';
import { ProductSection } from './product-section';
import type { Action, SizedImage, TitledSectionIds } from '~/content/types/shapes';

/** Props of {@link ProfileCards}. */
export interface ProfileCardsProps extends TitledSectionIds {
  members: ReadonlyArray<{
    name: string;
    role: string;
    description: string;
    portrait: SizedImage;
    /** A link under the card, e.g. 'View CV' to /cv. */
    cv: Action;
  }>;
}

/**
 * People as cards with a portrait, role, a sentence and a link, in the page's accent (spec §2
 * /scanova team: one founder and CEO card with a View CV link to /cv). A single person gets one
 * wide card (portrait, text, link side by side from 769 px, as a lone card in a
 * three-column grid would leave two thirds of the row empty); several share a grid.
 */
export function ProfileCards({ members, ...frame }: ProfileCardsProps) {
  const single = members.length === 1;
  return (
    <ProductSection {...frame}>
      <ul className={`mt-8 grid gap-6 ${single ? '' : 'md:grid-cols-3'}`}>
        {members.map((member) => (
          <li
            key={member.name}
            className={`flex flex-col items-center rounded-2xl border border-line p-6 text-center shadow-sm ${
              single ? 'md:flex-row md:gap-8 md:p-8 md:text-start' : ''
            }`}
            data-testid="profile-card"
          >
            <ContentImage
              image={member.portrait}
              className={`size-28 shrink-0 ${single ? 'md:size-32' : ''}`}
              // Team cards sit far down the page: not preloaded with the first view.
              loading="lazy"
            />
            <div className={single ? 'md:flex-1' : undefined}>
              <h3 className={`mt-4 text-xl font-semibold ${single ? 'md:mt-0' : ''}`}>
                {member.name}
              </h3>
              <p className="font-medium text-accent-ink">{member.role}</p>
              <p className="mt-2 max-w-prose text-muted">{member.description}</p>
            </div>
            <SmartLink
              href={member.cv.href}
              className={`mt-4 inline-flex min-h-11 shrink-0 items-center rounded-lg bg-accent px-5 font-semibold text-on-accent hover:bg-accent-hover ${
                single ? 'md:mt-0' : ''
              }`}
            >
              {member.cv.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </ProductSection>
  );
}
