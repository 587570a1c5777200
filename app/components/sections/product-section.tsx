import type { ReactNode } from 'react';
import { Section, type SectionTone } from './section';
import type { TitledSectionIds } from '~/content/types/shapes';

/** Props of {@link ProductSection}. */
export interface ProductSectionProps extends TitledSectionIds {
  lead?: string;
  /** The band's colour ({@link SectionTone}); 'dark' and 'product' take a dark heading. */
  tone?: SectionTone;
  /** 80 px of vertical padding from the md breakpoint instead of 64 px. */
  roomy?: boolean;
  children: ReactNode;
}

/**
 * The {@link Section} of a product page (spec §2 /optimus, /lumen, /scanova): a band with its
 * anchor kept clear of the top edge, labelled by its heading, heading and lead at the start of
 * the content column, then the section's own body.
 */
export function ProductSection({
  heading,
  lead,
  tone = 'white',
  roomy = false,
  children,
  ...ids
}: ProductSectionProps) {
  return (
    <Section
      {...ids}
      tone={tone}
      anchorMargin
      className={roomy ? 'md:py-20' : ''}
      heading={{ title: heading, lead, align: 'start' }}
    >
      {children}
    </Section>
  );
}
