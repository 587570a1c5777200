import { SmartLink } from '~/components/ui/smart-link';
import { ProductSection } from './product-section';
import type { Action, SectionIds, SizedImage } from '~/types/content';

/** Props of {@link ProfileCards}. */
export interface ProfileCardsProps extends SectionIds {
  heading: string;
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
 * /scanova team: one founder and CEO card with a View CV link to /cv).
 */
export function ProfileCards({ members, ...frame }: ProfileCardsProps) {
  return (
    <ProductSection {...frame} className="bg-white">
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {members.map((member) => (
          <li
            key={member.name}
            className="flex flex-col items-center rounded-2xl border border-slate-200 p-6 text-center shadow-sm"
          >
            <img
              src={member.portrait.src}
              alt={member.portrait.alt}
              width={member.portrait.width}
              height={member.portrait.height}
              className="size-28"
            />
            <h3 className="mt-4 text-xl font-semibold">{member.name}</h3>
            <p className="font-medium text-accent-ink">{member.role}</p>
            <p className="mt-2 text-muted">{member.description}</p>
            <SmartLink
              href={member.cv.href}
              className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-semibold text-on-accent hover:bg-accent-hover"
            >
              {member.cv.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </ProductSection>
  );
}
