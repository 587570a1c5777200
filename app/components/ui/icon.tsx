import type { IconName } from '~/content/types/shapes';

/**
 * Line icons (24 × 24, stroke = currentColor) for cards, checklists and links. The header keeps
 * its five in layout/header/icons.tsx, apart, so the chunk every route loads first does not carry
 * these (DESIGN §6 first-load budget). Small on purpose: every path here ships as JavaScript.
 * Always decorative (aria-hidden); the text next to an icon
 * carries the meaning.
 */
const paths: Record<IconName, string> = {
  cpu: 'M9 3v2M15 3v2M9 19v2M15 19v2M3 9h2M3 15h2M19 9h2M19 15h2M7 5h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2ZM9 9h6v6H9z',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z',
  leaf: 'M5 21c0-9 5-15 15-16 0 10-6 15-15 16Zm0 0 8-8',
  infinity:
    'M7 8c-2.2 0-4 1.8-4 4s1.8 4 4 4c3.5 0 6.5-8 10-8 2.2 0 4 1.8 4 4s-1.8 4-4 4c-3.5 0-6.5-8-10-8Z',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Zm-3 9 2 2 4-4',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  network:
    'M12 5a2 2 0 1 0 0-.01M5 19a2 2 0 1 0 0-.01M19 19a2 2 0 1 0 0-.01M12 7v5m0 0-6 5.5M12 12l6 5.5',
  flask: 'M9 3h6M10 3v6L4.5 19a1.5 1.5 0 0 0 1.3 2h12.4a1.5 1.5 0 0 0 1.3-2L14 9V3M7 15h10',
  gauge: 'M12 14l4-4M4 18a9 9 0 1 1 16 0',
  check: 'm5 12 5 5 9-10',
  play: 'M7 4v16l13-8L7 4Z',
  slides: 'M3 4h18v12H3zM8 20h8M12 16v4',
  book: 'M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2V5Zm0 16a2 2 0 0 1 2-2h14',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10Z',
  sprout: 'M12 21v-9m0 0C12 8 9 5 4 5c0 4 3 7 8 7Zm0 0c0-3 2-6 8-6 0 4-3 6-8 6Z',
  mail: 'M3 5h18v14H3zM3 5l9 8 9-8',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  code: 'm8 8-5 4 5 4M16 8l5 4-5 4M14 5l-4 14',
  message: 'M4 4h16v12H8l-4 4V4Z',
};

/**
 * A decorative line icon; size via className (default 24 px). `strokeWidth` in viewBox units
 * (the header's controls use 2, cards 1.8).
 */
export function Icon({
  name,
  className = 'size-6',
  strokeWidth = 1.8,
}: {
  name: IconName;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
