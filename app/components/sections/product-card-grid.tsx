import type { ReactNode } from 'react';
import { CARD_GRID_COLUMNS } from '~/config/layout';
import { balancedGrid } from '~/lib/balanced-grid';
import { ProductSection } from './product-section';
import type { InfoCard, TitledSectionIds } from '~/content/types/shapes';
import { withSubscripts } from '~/components/ui/subscripts';

/** Props of {@link ProductCardGrid}. */
export interface ProductCardGridProps extends TitledSectionIds {
  lead?: string;
  cards: readonly InfoCard[];
  /** Number the cards 1..n (spec §2 /lumen: 'numbered' hardware components). */
  numbered?: boolean;
  /** Grey background to separate it from its neighbours. */
  muted?: boolean;
  /** Most cards per row at desktop width; narrower widths in {@link CARD_GRID_COLUMNS}. */
  columns?: keyof typeof CARD_GRID_COLUMNS;
  children?: ReactNode;
}

/**
 * A titled grid of cards (title, description, optional metric tag or number) used by the product
 * pages' feature, benefit, framework and component sections. Tag and number colours come from
 * the page's product theme (accent tokens in app.css, each pair ≥ 4.5:1, WCAG 1.4.3). Its rows
 * are balanced (lib/balanced-grid.ts), so no card sits alone on the last row.
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
  const grid = balancedGrid(cards.length, CARD_GRID_COLUMNS[columns]);
  return (
    <ProductSection {...frame} tone={muted ? 'subtle' : 'white'} roomy>
      <List className={`mt-10 grid gap-6 ${grid.container}`}>
        {cards.map((card, i) => (
          <li
            key={card.title}
            className={`flex flex-col gap-3 rounded-2xl border border-line bg-white p-6 shadow-sm ${grid.items[i]}`}
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
            <p className="text-muted">{withSubscripts(card.description)}</p>
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
