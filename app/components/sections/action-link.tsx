import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { SmartLink } from '~/components/ui/smart-link';
import type { Action } from '~/content/types/shapes';

/** The landing pages' pill: at least 44 px tall (`min-h-11`, WCAG 2.5.8 target size). */
const pill =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 text-base font-semibold transition-colors';

/**
 * The landing and content pages' looks of a link drawn as a button, in the manner of shadcn/ui's
 * `buttonVariants`: each a whole class list, from theme tokens only. The product pages' looks are
 * in product-action-link.tsx, so their class lists stay out of the chunk every page loads.
 */
export const actionLinkVariants = {
  /** Pill on the brand colour (spec §1 landing: Explore Products, Try Demo). */
  primary: `${pill} bg-brand text-ink hover:bg-brand-hover`,
  /** Outlined pill on a light band (spec §2 /learn, /edge card actions). */
  secondary: `${pill} border border-ink/30 text-ink hover:bg-ink/5`,
  /** Outlined pill on a dark band (spec §1 Learn More, the closing call to action). */
  'secondary-dark': `${pill} border border-white/60 text-white hover:bg-white/10`,
} as const;

/** A look of {@link ActionLink}. */
export type ActionLinkVariant = keyof typeof actionLinkVariants;

/** What every action link takes besides its look. */
export interface ActionLinkBaseProps {
  action: Action;
  /** Layout classes added after the look's (a margin, a full width). */
  className?: string;
  /** Saves the target instead of opening it (HTML `download`: `true` or a file name). */
  download?: AnchorHTMLAttributes<HTMLAnchorElement>['download'];
  /** Replaces the label (a glyph beside it); the action's `context` is then not added. */
  children?: ReactNode;
}

/** Props of {@link ActionLink}. */
export interface ActionLinkProps extends ActionLinkBaseProps {
  variant?: ActionLinkVariant;
  /** A whole class list instead of a variant's (the product pages' looks). */
  look?: string;
}

/**
 * A link styled as a button (≥ 44 px tall), in one of the landing pages' looks
 * ({@link actionLinkVariants}) or the class list `look`. Same-page anchors ('#brands') stay plain
 * `<a>` so the browser scrolls; everything else goes through SmartLink's rules.
 */
export function ActionLink({
  variant = 'primary',
  look = actionLinkVariants[variant],
  action,
  className,
  download,
  children,
}: ActionLinkProps) {
  const cls = className ? `${look} ${className}` : look;
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
