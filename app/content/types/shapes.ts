/**
 * The shapes of the site's copy: the types that content modules (app/content/*) produce and
 * components (sections, layout) consume, so neither imports the other's types. With
 * translation.ts and site-copy.ts beside it, app/content/types/ is the one home of the content
 * types; this file is the bottom of the front end's layers (eslint.config.js) and imports nothing
 * from app/.
 */

/**
 * Where a section sits in its page: the anchor in-page links and the section nav point at
 * (spec §2: e.g. /optimus#features, /#demo) and its heading's id, which the section's
 * `aria-labelledby` names. Content owns both, so no component hard-codes an id.
 */
export interface SectionIds {
  /** The section's anchor; omitted where nothing links to the section. */
  id?: string;
  headingId: string;
}

/** The ids of a section and its heading's text: what every headed section component takes. */
export interface TitledSectionIds extends SectionIds {
  heading: string;
}

/** An image with its intrinsic size (set on `<img>` so nothing shifts) and alt text. */
export interface SizedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A hero image with a short title for its indicator dot ('Show AI processors'). */
export interface ImageSlide extends SizedImage {
  title: string;
}

/** A call-to-action destination: an internal path, an in-page anchor or an external URL. */
export interface Action {
  label: string;
  href: string;
  /** Full page load (spec §2: /demos → /optimus). */
  reloadDocument?: boolean;
  /**
   * Words read after the visible label by screen readers and crawlers only, for labels that say
   * nothing out of context ('Learn More'): WCAG 2.4.4 link purpose; Lighthouse's link-text audit.
   */
  context?: string;
}

/** A hero-slider slide (spec §3 "Hero/Lumen/Optimus slide"). */
export interface ProductSlide {
  title: string;
  tagline: string;
  description: string;
  image: { src: string; alt: string; width: number; height: number };
  /** Three feature tags (spec §2). */
  features: readonly [string, string, string];
}

/** A card: title, text and an optional metric tag (spec §2 "Key Features cards with metric tags"). */
export interface InfoCard {
  title: string;
  description: string;
  tag?: string;
}

/**
 * The shape of a generated presentation PDF (scripts/generate-assets.ts). Each product's content
 * module exports one, so the deck and the page draw on the same copy.
 */
export interface PresentationDeck {
  /** Public path of the PDF, from documentPaths (e.g. '/docs/lumen-pitch-deck.pdf'). */
  path: string;
  /** PDF title metadata and the title page heading. */
  title: string;
  subtitle: string;
  /** Accent colour of the deck, '#rrggbb'. */
  accent: string;
  /** Product art drawn as vectors on the title page: a path under public/, e.g. '/images/lumen/lumen.svg'. */
  art: string;
  problem: { heading: string; points: readonly string[] };
  solution: { heading: string; points: readonly string[] };
  /** Figures from spec §9 (and the copy claims of spec §1). */
  figures: { heading: string; items: ReadonlyArray<{ value: string; label: string }> };
}

/** A link: internal paths render as router links, `external` ones open in a new tab. */
export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
}

/** A footer entry: a link where a real route fits, otherwise plain text (no dead `#` links). */
export interface FooterItem {
  label: string;
  href?: string;
  /** Show the 'Cookie settings' button right after this entry. */
  cookieSettingsAfter?: boolean;
}

/** spec §2 footer: the four link columns. Items without `href` have no destination in the spec. */
export interface FooterColumn {
  title: string;
  items: readonly FooterItem[];
}

/** A social icon link of the footer: a white SVG under public/images/social/. */
export interface SocialLink extends NavLink {
  icon: string;
}

/** A header entry: a link, optionally with a disclosure list of sub-links (spec §2 /iffer dropdowns). */
export interface PageHeaderItem {
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

/** The five products with a dropdown (spec §2). */
export type ProductId = 'optimus' | 'scanova' | 'lumen' | 'iffer' | 'edge';

/** A product's top-level link; its dropdown's content lives in `header-menus.ts` (loaded on demand). */
export interface ProductLink extends NavLink {
  id: ProductId;
}

/** An entry of the primary navigation, in the spec's order. */
export type SiteNavItem =
  | ({ kind: 'link' } & NavLink)
  | ({ kind: 'product' } & ProductLink)
  | ({ kind: 'linkedin' } & NavLink);

/** An external destination with its icon. */
export interface ConnectLink {
  label: string;
  href: string;
  icon: IconName;
}

/**
 * Accent of a card (spec §3 product demo card: color, gradient); the card sets
 * `data-theme="demo-<accent>"`, whose band and chip tokens app.css defines.
 */
export type DemoAccent = 'green' | 'amber' | 'blue';

/**
 * spec §3 product demo card. `action` is either a link (OPTIMUS: 'Explore Optimus', full page
 * load to /optimus) or a live-demo request that only records the card's id (spec §2).
 */
export interface DemoCard {
  id: 'trapterra' | 'optimus' | 'mediscan';
  category: string;
  title: string;
  subtitle: string;
  description: string;
  /** spec §2: five feature bullets. */
  features: readonly string[];
  accent: DemoAccent;
  action: { kind: 'link'; link: Action } | { kind: 'live-demo'; label: string };
}

/** One checked item: a short title and an optional sentence. */
export interface ChecklistItem {
  title: string;
  description?: string;
}

/**
 * A headline figure drawn as an icon, with its name for screen readers ('∞' is in none
 * of the site's fonts, so as text it sent the first layout to the system's font fallback).
 */
export interface IconFigure {
  icon: IconName;
  name: string;
}

/** One card. `figure` is a headline number such as '10x' with `figureLabel` under it. */
export interface FeatureCard {
  title: string;
  description: string;
  icon?: IconName;
  figure?: string | IconFigure;
  figureLabel?: string;
  image?: SizedImage;
  bullets?: readonly string[];
  action?: Action;
}

/** spec §3 FAQ item. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** A brand logo and the page it leads to (spec §2: /demos, /lumen, /edge, /optimus, /scanova, /iffer). */
export interface Brand {
  name: string;
  href: string;
  logo: SizedImage;
}

/** One pillar of the vision: shown with its number 01–04. */
export interface Pillar {
  title: string;
  description: string;
}

/** An illustration with its caption and a headline figure (e.g. '500+ installations'). */
export interface GalleryFigure {
  image: SizedImage;
  figure: string;
  caption: string;
}

/** A figure such as '50 TOPS' with what it measures. */
export interface Stat {
  value: string;
  label: string;
  description?: string;
}

/** spec §3 team member: name, role, description, with a portrait illustration. */
export interface TeamMember {
  name: string;
  role: string;
  description: string;
  portrait: SizedImage;
}

/** One milestone. */
export interface Milestone {
  year: string;
  title: string;
  description: string;
}

/** A section of a legal text: a heading, paragraphs and an optional bullet list. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Paragraphs after the list. */
  after?: readonly string[];
}

/** spec §2 /policy: one legal document (Privacy Policy or Terms of Service). */
export interface LegalDocument {
  id: 'privacy' | 'terms';
  label: string;
  title: string;
  /** spec §2, §9: January 1, 2024. */
  effectiveDate: { iso: string; text: string };
  effectiveLabel: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** Name of a card or link icon (components/ui/icon.tsx). */
export type IconName =
  | 'cpu'
  | 'bolt'
  | 'leaf'
  | 'infinity'
  | 'shield'
  | 'chart'
  | 'network'
  | 'flask'
  | 'gauge'
  | 'check'
  | 'play'
  | 'slides'
  | 'book'
  | 'heart'
  | 'sprout'
  | 'mail'
  | 'link'
  | 'code'
  | 'message';

/** A prototype of the carousel (spec §3 "Prototype: src, title, desc"). */
export interface Prototype {
  src: string;
  title: string;
  desc: string;
  alt: string;
}

/** One position or degree. */
export interface CvEntry {
  title: string;
  organisation: string;
  period: string;
  points: readonly string[];
}

/** The CV document (drawn into public/docs/cv.pdf by scripts/generate-assets.ts). */
export interface CvDocument {
  name: string;
  headline: string;
  contact: readonly string[];
  summary: string;
  experience: readonly CvEntry[];
  education: readonly CvEntry[];
  skills: ReadonlyArray<{ group: string; items: readonly string[] }>;
  languages: readonly string[];
  note: string;
}

/** One product dropdown's content: title, items and image (spec §2). */
export interface ProductMenu {
  /** Panel title (links to the product's page on this site) and one-line summary (spec §1). */
  title: string;
  titleHref: string;
  summary: string;
  /** The items exactly as spec §2 lists them. */
  items: readonly NavLink[];
  /** The 200 px image panel on the right: a small SVG under public/images/nav/. */
  image: { src: string; alt: string };
}

/** A language of the switch (spec §2, §9): code shown on the button, name in the list. */
export interface Language {
  code: 'EN' | 'FR' | 'ES' | 'DE' | 'AR';
  name: string;
  /** BCP 47 tag for the `lang` attribute of the name (WCAG 3.1.2). */
  lang: 'en' | 'fr' | 'es' | 'de' | 'ar';
  /** The language's name in the page's language, for assistive technology. */
  label: string;
}

/** Title, search description and the page's heading and lead paragraph. */
export interface PageIntro {
  title: string;
  description: string;
  heading: string;
  lead: string;
  keywords?: readonly string[];
}
