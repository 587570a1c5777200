/**
 * The role of a {@link SectionHeading}, which sets its type size:
 * - 'display': a hero slide's title (spec §2 /optimus, /lumen hero slider);
 * - 'lg': a landing or content-page section, with room for an eyebrow (spec §1, §2 /learn);
 * - 'md': a product-page section (spec §2 /optimus, /lumen, /scanova);
 * - 'document': a legal document's title (spec §2 /policy);
 * - 'band': a closing contact band (spec §2 /optimus, /lumen contact);
 * - 'sm': a download band (spec §2 /lumen);
 * - 'card' and 'column': a card's or a form column's title (spec §2 /demos, /contact);
 * - 'panel': a widget's title with a one-line note (spec §2 /scanova live readings);
 * - 'label': a small uppercase label naming the section (spec §1 mission statement).
 */
export type SectionHeadingSize = keyof typeof titleClass;

const titleClass = {
  display: 'text-4xl font-bold tracking-tight md:text-6xl',
  // mt-2 also without an eyebrow: the landing sections keep the rhythm they were drawn with.
  lg: 'mt-2 text-3xl font-bold tracking-tight md:text-4xl',
  md: 'text-3xl font-bold tracking-tight md:text-4xl',
  document: 'text-3xl font-bold tracking-tight',
  band: 'text-3xl font-bold',
  sm: 'text-2xl font-bold md:text-3xl',
  card: 'text-2xl font-bold',
  column: 'text-2xl font-semibold',
  panel: 'text-lg font-semibold',
  label: 'text-sm font-semibold uppercase tracking-wider text-brand-ink',
};

/** Spacing and size of the lead paragraph, for the roles that have one. */
const leadClass: Partial<Record<SectionHeadingSize, string>> = {
  lg: 'mt-4 text-lg',
  md: 'mt-3 text-lg',
  sm: 'mt-2',
  panel: 'text-xs',
};

/** Props of {@link SectionHeading}. */
export interface SectionHeadingProps {
  /** Small label above the title (with size 'lg'). */
  eyebrow?: string;
  title: string;
  lead?: string;
  /** 'dark' for sections on the dark surface. */
  tone?: 'light' | 'dark';
  /** Logical alignment, so it mirrors under `dir="rtl"` (spec §2: Arabic among the languages). */
  align?: 'start' | 'center';
  size?: SectionHeadingSize;
  /** id of the `<h2>`, for `aria-labelledby` on the section (from the page's content). */
  id?: string;
}

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
  id,
}: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold uppercase tracking-wider ${dark ? 'text-brand' : 'text-brand-ink'}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`${titleClass[size]} ${size === 'label' ? '' : dark ? 'text-white' : 'text-ink'}`}
      >
        {title}
      </h2>
      {lead ? (
        <p className={`${leadClass[size]} ${dark ? 'text-white/80' : 'text-muted'}`}>{lead}</p>
      ) : null}
    </div>
  );
}
