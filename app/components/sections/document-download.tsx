import { ProductActionLink } from './product-action-link';
import { Section } from './section';
import { SectionHeading } from './section-heading';
import type { TitledSectionIds } from '~/content/types/shapes';

/** Props of {@link DocumentDownload}. */
export interface DocumentDownloadProps extends TitledSectionIds {
  lead: string;
  label: string;
  /** The PDF (documentPaths). */
  href: string;
}

/**
 * A download section for a generated PDF on the page's soft accent band (spec §2 /lumen
 * 'download section'); its button takes the page's dark product surface.
 */
export function DocumentDownload({ heading, lead, label, href, ...ids }: DocumentDownloadProps) {
  return (
    <Section
      {...ids}
      tone="accent"
      anchorMargin
      columnClassName="flex flex-col items-start gap-4 md:flex-row md:items-center md:justify-between"
    >
      <SectionHeading id={ids.headingId} title={heading} lead={lead} size="title" align="start" />
      <ProductActionLink action={{ label, href }} variant="product" download>
        <span aria-hidden="true" className="glyph-arrow-down" /> {label}
      </ProductActionLink>
    </Section>
  );
}
