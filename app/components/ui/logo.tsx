import { BRAND_COLOUR } from '@common/brand-colours';

/**
 * The company mark: an orange chip outline (the brand accent, spec §9). Decorative. Its colour is
 * a value, not a token class: the Open Graph image (scripts/og-image.tsx, satori) draws it too.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect
        x="6"
        y="6"
        width="20"
        height="20"
        rx="4"
        fill="none"
        stroke={BRAND_COLOUR}
        strokeWidth="2.5"
      />
      <rect x="11" y="11" width="10" height="10" rx="2" fill={BRAND_COLOUR} />
      <path
        d="M10 2v4M16 2v4M22 2v4M10 26v4M16 26v4M22 26v4M2 10h4M2 16h4M2 22h4M26 10h4M26 16h4M26 22h4"
        stroke={BRAND_COLOUR}
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
