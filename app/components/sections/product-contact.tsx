import { SmartLink } from '~/components/ui/smart-link';
import { Section } from './section';
import { SectionHeading } from './section-heading';
import type { TitledSectionIds } from '~/content/types/shapes';

/** Props of {@link ProductContact}. */
export interface ProductContactProps extends TitledSectionIds {
  lead: string;
  email: string;
  phone: { display: string; tel: string };
  links: ReadonlyArray<{ label: string; href: string }>;
}

/**
 * The closing contact block of a product page, anchor `contact` in the content (spec §2 /optimus, /lumen);
 * its buttons take the page's product theme (accent tokens).
 */
export function ProductContact({
  id,
  headingId,
  heading,
  lead,
  email,
  phone,
  links,
}: ProductContactProps) {
  return (
    <Section
      id={id}
      headingId={headingId}
      tone="dark"
      anchorMargin
      columnClassName="flex flex-col gap-8 md:flex-row md:items-center md:justify-between"
    >
      <div>
        <SectionHeading id={headingId} title={heading} tone="dark" align="start" />
        <p className="mt-3 max-w-xl text-white/80">{lead}</p>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <a href={`mailto:${email}`} className="inline-block py-1 underline underline-offset-4">
            {email}
          </a>
          <a
            dir="ltr"
            href={`tel:${phone.tel}`}
            className="inline-block py-1 underline underline-offset-4"
          >
            {phone.display}
          </a>
        </p>
      </div>
      <ul className="flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.label}>
            <SmartLink
              href={link.href}
              className={`inline-flex min-h-11 items-center rounded-lg px-5 font-semibold bg-accent text-on-accent hover:bg-accent-hover`}
            >
              {link.label}
              {link.href.endsWith('.pdf') ? <span className="sr-only"> (PDF)</span> : null}
            </SmartLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
