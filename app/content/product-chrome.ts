/** Shapes shared by the own-header pages (/scanova, /lumen, /iffer, /cv): header items and footers. */

/** A header entry: a link, optionally with a disclosure list of sub-links (spec §2 /iffer dropdowns). */
export interface HeaderItem {
  label: string;
  href: string;
  /** Opens in a new tab (social links). */
  external?: boolean;
  /** A document to download (PDF). */
  download?: boolean;
  /** Sub-links shown in a hover/keyboard disclosure. */
  children?: ReadonlyArray<{ label: string; href: string }>;
}

/** The brand mark of a page header or footer, with its fallback image (spec §8). */
export interface BrandMark {
  /** Accessible name of the logo link, e.g. 'Scanova home'. */
  label: string;
  src: string;
  /** Shown when `src` fails to load (spec §8: logo fallbacks). */
  fallbackSrc?: string;
  width: number;
  height: number;
}
