import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';
import type { SectionIds } from '~/content/types/shapes';

/** Props of {@link ProductSection}. */
export interface ProductSectionProps extends SectionIds {
  heading: string;
  lead?: string;
  /** 'dark' on the product surface. */
  tone?: 'light' | 'dark';
  /** Background (and text colour) of the band, e.g. 'bg-white' or 'bg-product-surface text-white'. */
  className: string;
  children: ReactNode;
}

/**
 * The frame every product-page section shares (spec §2 /optimus, /lumen, /scanova): a band with
 * its anchor, labelled by its heading, content width, heading and lead at the start, then the
 * section's own body.
 */
export function ProductSection({
  id,
  headingId,
  heading,
  lead,
  tone,
  className,
  children,
}: ProductSectionProps) {
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-4 px-4 py-16 ${className}`}>
      <div className="mx-auto max-w-content">
        <SectionHeading
          id={headingId}
          title={heading}
          lead={lead}
          tone={tone}
          size="md"
          align="start"
        />
        {children}
      </div>
    </section>
  );
}
