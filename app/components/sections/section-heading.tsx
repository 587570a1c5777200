/**
 * Type scale of a {@link SectionHeading}, largest first:
 * - 'display': a hero slide's title (spec §2 /optimus, /lumen hero slider);
 * - 'lg': a landing or content-page section, room for an eyebrow above (spec §1, §2 /learn);
 * - 'md': a product-page section (spec §2 /optimus, /lumen, /scanova), a legal document;
 * - 'sm': a band's title (spec §2 /lumen download);
 * - 'card': a card's or column's title (spec §2 /demos cards, /contact columns);
 * - 'panel': a widget's title with a one-line note (spec §2 /scanova live readings);
 * - 'label': a small uppercase label that names the section (spec §1 mission statement).
 */
export type SectionHeadingSize = 'display' | 'lg' | 'md' | 'sm' | 'card' | 'panel' | 'label';

/** Props of {@link SectionHeading}. */
export interface SectionHeadingProps {
  /** Small label above the title. */
  eyebrow?: string;
  title: string;
  lead?: string;
  /** 'dark' for sections on the dark surface. */
  tone?: 'light' | 'dark';
  /** Logical alignment, so it mirrors under `dir="rtl"` (spec §2: Arabic among the languages). */
  align?: 'start' | 'center';
  size?: SectionHeadingSize;
  /** Semibold instead of bold (the /contact column titles). */
  weight?: 'bold' | 'semibold';
  /** id of the `<h2>`, for `aria-labelledby` on the section (from the page's content). */
  id?: string;
  /** Extra classes on the wrapper, for the spacing its container gives it. */
  className?: string;
}

/** Title classes per size; the weight is added separately. */
const titleClass: Record<SectionHeadingSize, string> = {
  display: 'text-4xl tracking-tight md:text-6xl',
  // mt-2 also without an eyebrow: the landing sections keep the rhythm they were drawn with.
  lg: 'mt-2 text-3xl tracking-tight md:text-4xl',
  md: 'text-3xl tracking-tight md:text-4xl',
  sm: 'text-2xl md:text-3xl',
  card: 'text-2xl',
  panel: 'text-lg',
  label: 'text-sm uppercase tracking-wider',
};

const leadClass: Record<SectionHeadingSize, string> = {
  display: 'mt-4 text-lg',
  lg: 'mt-4 text-lg',
  md: 'mt-3 text-lg',
  sm: 'mt-2',
  card: 'mt-2',
  panel: 'text-xs',
  label: 'mt-4 text-lg',
};

/**
 * The one `<h2>` of the site's sections, cards and panels, with an optional eyebrow above and
 * lead paragraph below. Every section names its heading through this component, so the
 * heading markup and its colours live in one place; the id comes from the page's content.
 */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  tone = 'light',
  align = 'center',
  size = 'lg',
  weight = size === 'panel' || size === 'label' ? 'semibold' : 'bold',
  id,
  className = '',
}: SectionHeadingProps) {
  const dark = tone === 'dark';
  const wrapper = align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl';
  const titleColour =
    size === 'label' ? (dark ? 'text-brand' : 'text-brand-ink') : dark ? 'text-white' : 'text-ink';
  const mt = eyebrow && size !== 'lg' ? 'mt-2 ' : '';
  return (
    <div className={`${wrapper} ${className}`.trim()}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold uppercase tracking-wider ${dark ? 'text-brand' : 'text-brand-ink'}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`${mt}${titleClass[size]} ${weight === 'bold' ? 'font-bold' : 'font-semibold'} ${titleColour}`}
      >
        {title}
      </h2>
      {lead ? (
        <p className={`${leadClass[size]} ${dark ? 'text-white/80' : 'text-muted'}`}>{lead}</p>
      ) : null}
    </div>
  );
}
