import { ActionLink, type ActionLinkBaseProps } from './action-link';

/** The product pages' box: at least 44 px tall (`min-h-11`, WCAG 2.5.8 target size). */
const box = 'inline-flex min-h-11 items-center';

/**
 * The product pages' looks of a link drawn as a button (see `actionLinkVariants` for the landing
 * pages'). From theme tokens only, so a product page's `data-theme` recolours the `accent` looks
 * (app/config/product-themes.ts).
 */
export const productActionLinkVariants = {
  /** Box on the page's accent (spec §2 /scanova Explore Features, /lumen order, /optimus). */
  accent: `${box} rounded-lg bg-accent px-6 font-semibold text-on-accent hover:bg-accent-hover`,
  /** Box outlined in the page's accent (spec §2 /scanova Watch Demo). */
  'accent-outline': `${box} rounded-lg border border-accent px-6 font-semibold text-accent-ink hover:bg-accent-soft`,
  /** Box on the page's dark product surface, room for a glyph (spec §2 /lumen download). */
  product: `${box} gap-2 rounded-lg bg-product-surface px-6 font-semibold text-white hover:bg-product-raised`,
  /** Box on the ink colour (spec §2 /cv Download CV). */
  ink: `${box} rounded-lg bg-ink px-5 font-semibold text-white hover:bg-ink-raised`,
  /** White box with a grey outline (spec §2 /cv Back to Home). */
  outline: `${box} rounded-lg border border-line-strong bg-white px-5 font-semibold hover:bg-subtle-strong`,
  /** Underlined text in the page's accent ink (spec §2 /scanova pitch deck). */
  'accent-text': 'inline-block py-2 font-semibold text-accent-ink underline underline-offset-4',
} as const;

/** Props of {@link ProductActionLink}. */
export interface ProductActionLinkProps extends ActionLinkBaseProps {
  variant: keyof typeof productActionLinkVariants;
}

/** A link styled as a button in one of the product pages' looks. */
export function ProductActionLink({ variant, ...props }: ProductActionLinkProps) {
  return <ActionLink look={productActionLinkVariants[variant]} {...props} />;
}
