import type { ReactNode } from 'react';
import { Section, type SectionTone } from './section';
import type { SectionIds } from '~/content/types/shapes';

/** The copy that heads a {@link LandingSection}: its ids, an eyebrow, the title and a lead. */
export interface LandingSectionCopy extends SectionIds {
  eyebrow?: string;
  heading: string;
  lead?: string;
}

/**
 * Props of a {@link LandingSection} whose body lists items (team members, milestones, pillars,
 * figures): its copy, and the items under the prop name `Key`.
 */
export type LandingListProps<Key extends string, Item> = LandingSectionCopy & {
  [name in Key]: readonly Item[];
};

/** Props of {@link LandingSection}. */
export interface LandingSectionProps extends LandingSectionCopy {
  /** The band's colour ({@link SectionTone}); 'dark' takes a dark heading. */
  tone?: SectionTone;
  /** The 1200 px column ('content-inset') or the 768 px reading column ('prose-inset'). */
  width?: 'content-inset' | 'prose-inset';
  children: ReactNode;
}

/**
 * The {@link Section} of the landing and content pages (spec §1, §2 /, /learn, /edge): an inset
 * column, 64 px of vertical padding (96 px from the md breakpoint), and the eyebrow, heading and
 * lead centred above the section's own body in the landing rhythm. The product pages' counterpart
 * is `ProductSection`.
 */
export function LandingSection({
  id,
  headingId,
  eyebrow,
  heading,
  lead,
  tone,
  width = 'content-inset',
  children,
}: LandingSectionProps) {
  return (
    <Section
      id={id}
      headingId={headingId}
      tone={tone}
      width={width}
      space="lg"
      heading={{ eyebrow, title: heading, lead }}
    >
      {children}
    </Section>
  );
}
