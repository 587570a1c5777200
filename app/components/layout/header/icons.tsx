/** Small stroke icons of the header (24 px grid, currentColor). Decorative: the buttons carry the names. */
const paths = {
  chevron: 'M6 9l6 6 6-6',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
} as const;

/** The header's icons, named by their table. */
export type HeaderIconName = keyof typeof paths;

/** One icon; `className` sets its size (e.g. 'size-5'). */
export function Icon({ name, className }: { name: HeaderIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
