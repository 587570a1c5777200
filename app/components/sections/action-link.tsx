import type { ReactNode } from 'react';
import { SmartLink } from '~/components/ui/smart-link';
import type { Action } from '~/content/types/shapes';

/** Props of {@link ActionLink}. */
export interface ActionLinkProps {
  action: Action;
  /** 'primary': brand fill; 'secondary': outline; tone picks outline colours for dark/light. */
  variant?: 'primary' | 'secondary';
  tone?: 'light' | 'dark';
  className?: string;
  children?: ReactNode;
}

/**
 * A link styled as a button (≥ 44 px tall). Same-page anchors ('#brands') stay plain `<a>` so
 * the browser scrolls; everything else goes through SmartLink's rules.
 */
export function ActionLink({
  action,
  variant = 'primary',
  tone = 'light',
  className = '',
  children,
}: ActionLinkProps) {
  const base =
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 text-base font-semibold transition-colors';
  const look =
    variant === 'primary'
      ? 'bg-brand text-ink hover:bg-brand-hover'
      : tone === 'dark'
        ? 'border border-white/60 text-white hover:bg-white/10'
        : 'border border-ink/30 text-ink hover:bg-ink/5';
  const cls = `${base} ${look} ${className}`;
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
    <SmartLink href={action.href} className={cls} reloadDocument={action.reloadDocument}>
      {content}
    </SmartLink>
  );
}
