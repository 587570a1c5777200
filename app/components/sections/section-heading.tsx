/**
 * The role of a {@link SectionHeading}, which sets its type size (DESIGN §3 type scale):
 * - 'display': a hero slide's title (spec §2 /optimus, /lumen hero slider);
 * - 'section': a page section's title, landing, content, product and legal pages alike
 *   (spec §1, §2);
 * - 'title': a card's, form column's or download band's title (spec §2 /demos, /contact, /lumen);
 * - 'panel': a widget's title with a one-line note (spec §2 /scanova live readings);
 * - 'label': a small uppercase label naming the section (spec §1 mission statement).
 */
export type SectionHeadingSize = keyof typeof titleClass;

const titleClass = {
  display: 'text-4xl font-bold tracking-tight md:text-6xl',
  section: 'text-3xl font-bold tracking-tight md:text-4xl',
  title: 'text-2xl font-bold',
  panel: 'text-lg font-semibold',
  label: 'text-sm font-semibold uppercase tracking-wider text-brand-ink',
};

/** Spacing and size of the lead paragraph, for the roles that have one. */
const leadClass: Partial<Record<SectionHeadingSize, string>> = {
  section: 'mt-3 text-lg',
  title: 'mt-2',
  panel: 'text-xs',
};

/** Props of {@link SectionHeading}. */
export interface SectionHeadingProps {
  /** Small label above the title (with size 'section'). */
  eyebrow?: string;
  title: string;
  lead?: string;
  /** 'dark' for sections on the dark surface. */
  tone?: 'light' | 'dark';
  /** Logical alignment, so it mirrors under `dir="rtl"` (spec §2: Arabic among the languages). */
  align?: 'start' | 'center';
  size?: SectionHeadingSize;
  /**
   * Spacing around the title: 'landing' (landing and content pages, room for an eyebrow: the
   * title 8 px down, the lead 16 px below it) or 'compact' (product pages, cards, panels).
   * A heading with an eyebrow always takes 'landing'.
   */
  rhythm?: 'landing' | 'compact';
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
  size = 'section',
  rhythm = 'compact',
  id,
}: SectionHeadingProps) {
  const dark = tone === 'dark';
  const landing = rhythm === 'landing' || Boolean(eyebrow);
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
        className={`${titleClass[size]} ${landing ? 'mt-2' : ''} ${size === 'label' ? '' : dark ? 'text-white' : 'text-ink'}`}
      >
        {title}
      </h2>
      {lead ? (
        <p
          className={`${landing ? 'mt-4 text-lg' : leadClass[size]} ${dark ? 'text-white/80' : 'text-muted'}`}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}
