import { SmartLink } from '~/components/ui/smart-link';
import type { ProductAccent } from '~/components/sections/product-card-grid';

/** Props of {@link ProductContact}. */
export interface ProductContactProps {
  heading: string;
  lead: string;
  email: string;
  phone: { display: string; tel: string };
  links: ReadonlyArray<{ label: string; href: string }>;
  accent: ProductAccent;
}

const buttonTone: Record<ProductAccent, string> = {
  orange: 'bg-brand text-ink hover:bg-orange-400',
  teal: 'bg-teal-700 text-white hover:bg-teal-800',
  amber: 'bg-amber-400 text-stone-950 hover:bg-amber-300',
};

/** The closing contact block of a product page, anchor `contact` (spec §2 /optimus, /lumen). */
export function ProductContact({
  heading,
  lead,
  email,
  phone,
  links,
  accent,
}: ProductContactProps) {
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="scroll-mt-4 bg-surface px-4 py-16 text-white"
    >
      <div className="mx-auto flex max-w-content flex-col gap-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="contact-heading" className="text-3xl font-bold">
            {heading}
          </h2>
          <p className="mt-3 max-w-xl text-white/80">{lead}</p>
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
            <a href={`mailto:${email}`} className="inline-block py-1 underline underline-offset-4">
              {email}
            </a>
            <a href={`tel:${phone.tel}`} className="inline-block py-1 underline underline-offset-4">
              {phone.display}
            </a>
          </p>
        </div>
        <ul className="flex flex-wrap gap-3">
          {links.map((link) => (
            <li key={link.label}>
              <SmartLink
                href={link.href}
                className={`inline-flex min-h-11 items-center rounded-lg px-5 font-semibold ${buttonTone[accent]}`}
              >
                {link.label}
                {link.href.endsWith('.pdf') ? <span className="sr-only"> (PDF)</span> : null}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
