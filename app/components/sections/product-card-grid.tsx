import type { ReactNode } from 'react';
import { ProductSection } from './product-section';
import type { InfoCard, SectionIds } from '~/types/content';

/** Props of {@link ProductCardGrid}. */
export interface ProductCardGridProps extends SectionIds {
  heading: string;
  lead?: string;
  cards: readonly InfoCard[];
  /** Number the cards 1..n (spec §2 /lumen: 'numbered' hardware components). */
  numbered?: boolean;
  /** Grey background to separate it from its neighbours. */
  muted?: boolean;
  /** Columns at desktop width. */
  columns?: 2 | 3 | 4;
  children?: ReactNode;
}

const columnClass = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
} as const;

/**
 * A titled grid of cards (title, description, optional metric tag or number) used by the product
 * pages' feature, benefit, framework and component sections. Tag and number colours come from
 * the page's product theme (accent tokens in app.css, each pair ≥ 4.5:1, WCAG 1.4.3).
 */
export function ProductCardGrid({
  cards,
  numbered = false,
  muted = false,
  columns = 3,
  children,
  ...frame
}: ProductCardGridProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <ProductSection {...frame} className={`md:py-20 ${muted ? 'bg-slate-50' : 'bg-white'}`}>
      <List className={`mt-10 grid gap-6 ${columnClass[columns]}`}>
        {cards.map((card, i) => (
          <li
            key={card.title}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            {numbered ? (
              <span
                aria-hidden="true"
                className={`inline-flex size-9 items-center justify-center rounded-full text-sm font-bold bg-accent text-on-accent`}
              >
                {i + 1}
              </span>
            ) : null}
            <h3 className="text-lg font-semibold">{card.title}</h3>
            <p className="text-muted">{card.description}</p>
            {card.tag ? (
              <p
                className={`mt-auto w-fit rounded-full px-3 py-1 text-sm font-semibold bg-accent-soft text-accent-ink`}
              >
                {card.tag}
              </p>
            ) : null}
          </li>
        ))}
      </List>
      {children}
    </ProductSection>
  );
}
