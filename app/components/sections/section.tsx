import type { ReactNode } from 'react';
import { SectionHeading, type SectionHeadingProps } from './section-heading';

/**
 * A section's band colour, from theme tokens only (app.css `@theme` and the product themes of
 * app/config/product-themes.ts): 'plain' = the page's white; 'subtle' = the light grey band;
 * 'accent' = the page's soft accent band; 'dark' = the company's navy surface; 'product' = the
 * page's dark product surface. 'dark' and 'product' set white text and a dark heading.
 */
export type SectionTone = 'plain' | 'white' | 'subtle' | 'accent' | 'dark' | 'product';

const toneClass: Record<SectionTone, string> = {
  plain: '',
  white: 'bg-white',
  subtle: 'bg-subtle',
  accent: 'bg-accent-soft',
  dark: 'bg-surface text-white',
  product: 'bg-product-surface text-white',
};

/**
 * The column's width and where its 16 px gutters sit (DESIGN §3 content width, spec §9 1200 px):
 * 'content' = the 1200 px frame less its gutters, the gutters outside the column (heroes,
 * product pages, panels such as the call to action); 'content-inset' = a 1200 px column that
 * holds its gutters (landing and content pages); 'prose' and 'prose-inset' = the same for a
 * 768 px reading column. Both content widths start their text where the header's logo starts
 * (the header bar is `max-w-content px-4`), so a hero, the header and the sections share one
 * inline-start edge; a panel drawn on the 'content' column is exactly the content column's width.
 */
export type SectionWidth = 'content' | 'content-inset' | 'prose' | 'prose-inset';

const widthClass: Record<SectionWidth, { band: string; column: string }> = {
  content: { band: 'px-4', column: 'max-w-column' },
  'content-inset': { band: '', column: 'max-w-content px-4' },
  prose: { band: 'px-4', column: 'max-w-3xl' },
  'prose-inset': { band: '', column: 'max-w-3xl px-4' },
};

/**
 * Vertical padding of the band: 'md' = 64 px; 'lg' = 64 px, 96 px from the md breakpoint;
 * 'sm' = 48 px, 64 px from md; 'none' = the caller's own (heroes pass it in `className`).
 */
export type SectionSpace = 'none' | 'sm' | 'md' | 'lg';

const spaceClass: Record<SectionSpace, string> = {
  none: '',
  sm: 'py-12 md:py-16',
  md: 'py-16',
  lg: 'py-16 md:py-24',
};

/** Props of {@link Section}. */
export interface SectionProps {
  /** The band's anchor (from the page's content). */
  id?: string;
  /** id of the heading that names the band (`aria-labelledby`), when it has one. */
  headingId?: string;
  /** Accessible name for a band without a visible heading (`aria-label`). */
  label?: string;
  tone?: SectionTone;
  width?: SectionWidth;
  space?: SectionSpace;
  /**
   * The heading drawn at the top of the column (its id is `headingId`); omit it when the
   * section places its own {@link SectionHeading} inside a grid. Its tone follows the band's;
   * inset widths (landing and content pages) give it the landing rhythm.
   */
  heading?: Omit<SectionHeadingProps, 'id'>;
  /** Keeps the anchor clear of the top edge when a same-page link scrolls to it. */
  anchorMargin?: boolean;
  /** Extra classes of the band (a hero's own padding or first-view background). */
  className?: string;
  /** Layout classes of the column (grid, flex, a rounded panel). */
  columnClassName?: string;
  /** 'div' where the band is not a section of the page's outline (a tab panel's wrapper). */
  as?: 'section' | 'div';
  testId?: string;
  children?: ReactNode;
  /** Full-width content below the column (a logo strip that runs edge to edge). */
  bleed?: ReactNode;
}

/**
 * The one frame of the site's sections (spec §1, §2): a full-width band in a theme tone with its
 * anchor, named by its heading (or a label), and a centred column of the content width holding
 * the optional heading and the section's own body. Colours are theme tokens only, so a product
 * page's `data-theme` recolours every band (app/config/product-themes.ts).
 */
export function Section({
  id,
  headingId,
  label,
  tone = 'plain',
  width = 'content',
  space = 'md',
  heading,
  anchorMargin = false,
  className = '',
  columnClassName = '',
  as: Tag = 'section',
  testId,
  children,
  bleed,
}: SectionProps) {
  const dark = tone === 'dark' || tone === 'product';
  const band = [
    anchorMargin ? 'scroll-mt-4' : '',
    toneClass[tone],
    widthClass[width].band,
    spaceClass[space],
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Tag
      id={id}
      aria-labelledby={label ? undefined : headingId}
      aria-label={label}
      className={band}
      data-testid={testId}
    >
      <div className={`mx-auto ${widthClass[width].column} ${columnClassName}`.trim()}>
        {heading ? (
          <SectionHeading
            tone={dark ? 'dark' : 'light'}
            rhythm={widthClass[width].band ? 'compact' : 'landing'}
            {...heading}
            id={headingId}
          />
        ) : null}
        {children}
      </div>
      {bleed}
    </Tag>
  );
}
