import { SmartLink } from '~/components/ui/smart-link';

/** Props of {@link LumenPricing}. */
export interface LumenPricingProps {
  heading: string;
  lead: string;
  prices: ReadonlyArray<{ amount: string; currency: string }>;
  cta: { label: string; href: string };
}

/** spec §2, §9 /lumen Device Pricing: $299 USD and 40,000 DZD. */
export function LumenPricing({ heading, lead, prices, cta }: LumenPricingProps) {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-heading"
      className="scroll-mt-4 bg-stone-900 px-4 py-16 text-white"
    >
      <div className="mx-auto flex max-w-content flex-col items-center text-center">
        <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
          {heading}
        </h2>
        <p className="mt-3 max-w-xl text-lg text-stone-300">{lead}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-6">
          {prices.map((price) => (
            <li
              key={price.currency}
              className="rounded-2xl border border-amber-400/40 bg-white/5 px-8 py-6"
            >
              <span className="block text-5xl font-bold text-amber-300" data-testid="price">
                {price.amount}
              </span>
              <span className="mt-1 block font-semibold tracking-wider">{price.currency}</span>
            </li>
          ))}
        </ul>
        <SmartLink
          href={cta.href}
          className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-amber-400 px-6 font-semibold text-stone-950 hover:bg-amber-300"
        >
          {cta.label}
        </SmartLink>
      </div>
    </section>
  );
}
