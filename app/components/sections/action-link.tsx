import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { SmartLink } from '~/components/ui/smart-link';
import type { Action } from '~/content/types/shapes';

/** The landing pages' pill: at least 44 px tall (`min-h-11`, WCAG 2.5.8 target size). */
const pill =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 text-base font-semibold transition-colors';

/** The product pages' box: at least 44 px tall, corners of 8 px (`rounded-lg`). */
const box = 'inline-flex min-h-11 items-center';

/**
 * The looks of a link drawn as a button (or as an underlined text link), in the manner of
 * shadcn/ui's `buttonVariants`: each a whole class list, from theme tokens only, so a product
 * page's `data-theme` recolours the `accent` and `product` looks (app/config/product-themes.ts).
 */
export const actionLinkVariants = {
  /** Pill on the brand colour (spec §1 landing: Explore Products, Try Demo). */
  primary: `${pill} bg-brand text-ink hover:bg-brand-hover`,
  /** Outlined pill on a light band (spec §2 /learn, /edge card actions). */
  secondary: `${pill} border border-ink/30 text-ink hover:bg-ink/5`,
  /** Outlined pill on a dark band (spec §1 Learn More, the closing call to action). */
  'secondary-dark': `${pill} border border-white/60 text-white hover:bg-white/10`,
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

/** A look of {@link ActionLink}. */
export type ActionLinkVariant = keyof typeof actionLinkVariants;

/** Props of {@link ActionLink}. */
export interface ActionLinkProps {
  action: Action;
  variant?: ActionLinkVariant;
  /** Layout classes added after the look's (a margin, a full width). */
  className?: string;
  /** Saves the target instead of opening it (HTML `download`: `true` or a file name). */
  download?: AnchorHTMLAttributes<HTMLAnchorElement>['download'];
  /** Replaces the label (a glyph beside it); the action's `context` is then not added. */
  children?: ReactNode;
}

/**
 * A link styled as a button (≥ 44 px tall). Same-page anchors ('#brands') stay plain `<a>` so
 * the browser scrolls; everything else goes through SmartLink's rules. Its look is one of
 * {@link actionLinkVariants}.
 */
export function ActionLink({
  action,
  variant = 'primary',
  className,
  download,
  children,
}: ActionLinkProps) {
  const cls = className
    ? `${actionLinkVariants[variant]} ${className}`
    : actionLinkVariants[variant];
  // The space stays in the inline label, so every name computation keeps the words apart.
  const content =
    children ??
    (action.context ? (
      <span>
        {`${action.label} `}
        <span className="sr-only">{action.context}</span>
      </span>
    ) : (
      action.label
    ));
  if (action.href.startsWith('#')) {
    return (
      <a href={action.href} className={cls}>
        {content}
      </a>
    );
  }
  return (
    <SmartLink
      href={action.href}
      className={cls}
      download={download}
      reloadDocument={action.reloadDocument}
    >
      {content}
    </SmartLink>
  );
}
