import { ProductActionLink } from './product-action-link';
import { Section } from './section';
import type { Action, TitledSectionIds } from '~/content/types/shapes';

/** Props of {@link PriceBand}. */
export interface PriceBandProps extends TitledSectionIds {
  lead: string;
  /** One tile per currency, e.g. `{ amount: '$299', currency: 'USD' }`. */
  prices: ReadonlyArray<{ amount: string; currency: string }>;
  cta: Action;
}

/**
 * Prices in each currency and one call to action, centred on the page's dark product surface
 * (spec §2, §9 /lumen Device Pricing: $299 USD and 40,000 DZD). Colours from the product theme.
 */
export function PriceBand({ id, headingId, heading, lead, prices, cta }: PriceBandProps) {
  return (
    <Section
      id={id}
      headingId={headingId}
      tone="product"
      anchorMargin
      heading={{ title: heading }}
      columnClassName="flex flex-col items-center text-center"
    >
      <p className="mt-3 max-w-xl text-lg text-on-product-muted">{lead}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-6">
        {prices.map((price) => (
          <li
            key={price.currency}
            className="rounded-2xl border border-accent/40 bg-white/5 px-8 py-6"
          >
            <span className="block text-5xl font-bold text-accent-bright" data-testid="price">
              {price.amount}
            </span>
            <span className="mt-1 block font-semibold tracking-wider">{price.currency}</span>
          </li>
        ))}
      </ul>
      <ProductActionLink action={cta} variant="accent" className="mt-8" />
    </Section>
  );
}
