/**
 * The zod schemas of the copy's shared shapes: the one description of the content's data
 * (app/content/modules/<module>/<lang>.json) from which both its TypeScript types (app/content/types/
 * shapes.ts, by `z.infer`) and its JSON Schema (`z.toJSONSchema`, for the content editor) come.
 * Objects are strict: a key the schema does not name is an error, not silently kept
 * (docs/decisions/0015-copy-as-data.md). This directory imports only zod and the JSON files, so the
 * site's bundles (which import its types only) carry none of it.
 */
import { z } from 'zod';

/**
 * Most items a list of copy may hold: a page's list is read by a person, and the longest today
 * (the header's menu) has 12. The bound keeps a pasted or generated file (2,000 questions) from
 * reaching a page, the editor's form and the build.
 */
export const LIST_MAX_ITEMS = 100;

/** A list of copy: at most {@link LIST_MAX_ITEMS} items, refused beyond with a sentence that says so. */
export const list = <T extends z.ZodType>(item: T) =>
  z.array(item).max(LIST_MAX_ITEMS, `Too many items: a list holds at most ${LIST_MAX_ITEMS}.`);

/** A '#rrggbb' colour. */
/** A CSS colour as `#rrggbb`; exported so the editor's message can name this rule. */
export const HEX_COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;
const hexColour = z.string().regex(HEX_COLOUR_PATTERN);

/** Name of a card or link icon (components/ui/icon.tsx). */
export const iconName = z.enum([
  'cpu',
  'bolt',
  'leaf',
  'infinity',
  'shield',
  'chart',
  'network',
  'flask',
  'gauge',
  'check',
  'play',
  'slides',
  'book',
  'heart',
  'sprout',
  'mail',
  'link',
  'code',
  'message',
]);

/**
 * Where a section sits in its page: the anchor in-page links and the section nav point at
 * (spec §2: e.g. /optimus#features, /#demo) and its heading's id, which the section's
 * `aria-labelledby` names. Content owns both, so no component hard-codes an id.
 */
export const sectionIds = z.strictObject({
  /** The section's anchor; omitted where nothing links to the section. */
  id: z.string().optional(),
  headingId: z.string(),
});

/** The ids of a section and its heading's text: what every headed section component takes. */
export const titledSectionIds = z.strictObject({ ...sectionIds.shape, heading: z.string() });

/**
 * A page section as most pages' copy holds it: its anchor, its heading's id, heading and lead
 * (components/sections/section.tsx), and `shape`, what the section shows beside them.
 */
export const ledSection = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({
    id: z.string(),
    headingId: z.string(),
    heading: z.string(),
    lead: z.string(),
    ...shape,
  });

/** An image with its intrinsic size in px (set on `<img>` so nothing shifts) and alt text. */
export const sizedImage = z.strictObject({
  src: z.string(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** A hero image with a short title for its indicator dot ('Show AI processors'). */
export const imageSlide = z.strictObject({ ...sizedImage.shape, title: z.string() });

/** A call-to-action destination: an internal path, an in-page anchor or an external URL. */
export const action = z.strictObject({
  label: z.string(),
  href: z.string(),
  /** Full page load (spec §2: /demos → /optimus). */
  reloadDocument: z.boolean().optional(),
  /**
   * Words read after the visible label by screen readers and crawlers only, for labels that say
   * nothing out of context ('Learn More'): WCAG 2.4.4 link purpose; Lighthouse's link-text audit.
   */
  context: z.string().optional(),
});

/** A hero-slider slide (spec §3 "Hero/Lumen/Optimus slide"). */
export const productSlide = z.strictObject({
  title: z.string(),
  tagline: z.string(),
  description: z.string(),
  image: sizedImage,
  /** Three feature tags (spec §2). */
  features: z.tuple([z.string(), z.string(), z.string()]),
});

/** A card: title, text and an optional metric tag (spec §2 "Key Features cards with metric tags"). */
export const infoCard = z.strictObject({
  title: z.string(),
  description: z.string(),
  tag: z.string().optional(),
});

/**
 * The shape of a generated presentation PDF (scripts/generate-assets.ts). Each product's content
 * module exports one, so the deck and the page draw on the same copy.
 */
export const presentationDeck = z.strictObject({
  /** Public path of the PDF, from documentPaths (e.g. '/docs/lumen-pitch-deck.pdf'). */
  path: z.string(),
  /** PDF title metadata and the title page heading. */
  title: z.string(),
  subtitle: z.string(),
  /** Accent colour of the deck, '#rrggbb'. */
  accent: hexColour,
  /** Product art drawn as vectors on the title page: a path under public/, e.g. '/images/lumen/lumen.svg'. */
  art: z.string(),
  problem: z.strictObject({ heading: z.string(), points: list(z.string()) }),
  solution: z.strictObject({ heading: z.string(), points: list(z.string()) }),
  /** Figures from spec §9 (and the copy claims of spec §1). */
  figures: z.strictObject({
    heading: z.string(),
    items: list(z.strictObject({ value: z.string(), label: z.string() })),
  }),
});

/** A link: internal paths render as router links, `external` ones open in a new tab. */
export const navLink = z.strictObject({
  label: z.string(),
  href: z.string(),
  external: z.boolean().optional(),
});

/**
 * A product page's contact section (components/sections/product-contact.tsx): its ids and
 * heading, the sales address and phone, and its links.
 */
export const productContact = ledSection({
  email: z.string(),
  phone: z.strictObject({ display: z.string(), tel: z.string() }),
  links: list(navLink),
});

/** A footer entry: a link where a real route fits, otherwise plain text (no dead `#` links). */
export const footerItem = z.strictObject({
  label: z.string(),
  href: z.string().optional(),
  /** Show the 'Cookie settings' button right after this entry. */
  cookieSettingsAfter: z.boolean().optional(),
});

/** spec §2 footer: the four link columns. Items without `href` have no destination in the spec. */
export const footerColumn = z.strictObject({ title: z.string(), items: list(footerItem) });

/** A social icon link of the footer: a white SVG under public/images/social/. */
export const socialLink = z.strictObject({ ...navLink.shape, icon: z.string() });

/** A header entry: a link, optionally with a disclosure list of sub-links (spec §2 /iffer dropdowns). */
export const pageHeaderItem = z.strictObject({
  label: z.string(),
  href: z.string(),
  /** Opens in a new tab (social links). */
  external: z.boolean().optional(),
  /** A document to download (PDF). */
  download: z.boolean().optional(),
  /** Sub-links shown in a hover/keyboard disclosure. */
  children: list(z.strictObject({ label: z.string(), href: z.string() })).optional(),
});

/** The brand mark of a page header or footer, with its fallback image (spec §8). */
export const brandMark = z.strictObject({
  /** Accessible name of the logo link, e.g. 'Scanova home'. */
  label: z.string(),
  src: z.string(),
  /** Shown when `src` fails to load (spec §8: logo fallbacks). */
  fallbackSrc: z.string().optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** The five products with a dropdown (spec §2). */
export const productId = z.enum(['optimus', 'scanova', 'lumen', 'iffer', 'edge']);

/** A product's top-level link; its dropdown's content lives in `header-menus` (loaded on demand). */
export const productLink = z.strictObject({ ...navLink.shape, id: productId });

/** An entry of the primary navigation, in the spec's order. */
export const siteNavItem = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('link'), ...navLink.shape }),
  z.strictObject({ kind: z.literal('product'), ...productLink.shape }),
  z.strictObject({ kind: z.literal('linkedin'), ...navLink.shape }),
]);

/** An external destination with its icon. */
export const connectLink = z.strictObject({ label: z.string(), href: z.string(), icon: iconName });

/**
 * Accent of a card (spec §3 product demo card: color, gradient); the card sets
 * `data-theme="demo-<accent>"`, whose band and chip tokens app.css defines.
 */
export const demoAccent = z.enum(['green', 'amber', 'blue']);

/**
 * spec §3 product demo card. `action` is either a link (OPTIMUS: 'Explore Optimus', full page
 * load to /optimus) or a live-demo request that only records the card's id (spec §2).
 */
export const demoCard = z.strictObject({
  id: z.enum(['trapterra', 'optimus', 'mediscan']),
  category: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  /** spec §2: five feature bullets. */
  features: list(z.string()),
  accent: demoAccent,
  action: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('link'), link: action }),
    z.strictObject({ kind: z.literal('live-demo'), label: z.string() }),
  ]),
});

/** One checked item: a short title and an optional sentence. */
export const checklistItem = z.strictObject({
  title: z.string(),
  description: z.string().optional(),
});

/**
 * A headline figure drawn as an icon, with its name for screen readers ('∞' is in none
 * of the site's fonts, so as text it sent the first layout to the system's font fallback).
 */
export const iconFigure = z.strictObject({ icon: iconName, name: z.string() });

/** One card. `figure` is a headline number such as '10x' with `figureLabel` under it. */
export const featureCard = z.strictObject({
  title: z.string(),
  description: z.string(),
  icon: iconName.optional(),
  figure: z.union([z.string(), iconFigure]).optional(),
  figureLabel: z.string().optional(),
  image: sizedImage.optional(),
  bullets: list(z.string()).optional(),
  action: action.optional(),
});

/** spec §3 FAQ item. */
export const faqItem = z.strictObject({ question: z.string(), answer: z.string() });

/** A brand logo and the page it leads to (spec §2: /demos, /lumen, /edge, /optimus, /scanova, /iffer). */
export const brand = z.strictObject({ name: z.string(), href: z.string(), logo: sizedImage });

/** One pillar of the vision: shown with its number 01–04. */
export const pillar = z.strictObject({ title: z.string(), description: z.string() });

/** An illustration with its caption and a headline figure (e.g. '500+ installations'). */
export const galleryFigure = z.strictObject({
  image: sizedImage,
  figure: z.string(),
  caption: z.string(),
});

/** A figure such as '50 TOPS' with what it measures. */
export const stat = z.strictObject({
  value: z.string(),
  label: z.string(),
  description: z.string().optional(),
});

/** spec §3 team member: name, role, description, with a portrait illustration. */
export const teamMember = z.strictObject({
  name: z.string(),
  role: z.string(),
  description: z.string(),
  portrait: sizedImage,
});

/** One milestone. */
export const milestone = z.strictObject({
  year: z.string(),
  title: z.string(),
  description: z.string(),
});

/** A section of a legal text: a heading, paragraphs and an optional bullet list. */
export const legalSection = z.strictObject({
  heading: z.string(),
  paragraphs: list(z.string()),
  list: list(z.string()).optional(),
  /** Paragraphs after the list. */
  after: list(z.string()).optional(),
});

/** spec §2 /policy: one legal document (Privacy Policy or Terms of Service). */
export const legalDocument = z.strictObject({
  id: z.enum(['privacy', 'terms']),
  label: z.string(),
  title: z.string(),
  /** spec §2, §9: January 1, 2024. */
  effectiveDate: z.strictObject({ iso: z.iso.date(), text: z.string() }),
  effectiveLabel: z.string(),
  intro: z.string(),
  sections: list(legalSection),
});

/** A prototype of the carousel (spec §3 "Prototype: src, title, desc"). */
export const prototype = z.strictObject({
  src: z.string(),
  title: z.string(),
  desc: z.string(),
  alt: z.string(),
});

/** One position or degree. */
export const cvEntry = z.strictObject({
  title: z.string(),
  organisation: z.string(),
  period: z.string(),
  points: list(z.string()),
});

/** The CV document (drawn into public/docs/cv.pdf by scripts/generate-assets.ts). */
export const cvDocument = z.strictObject({
  name: z.string(),
  headline: z.string(),
  contact: list(z.string()),
  summary: z.string(),
  experience: list(cvEntry),
  education: list(cvEntry),
  skills: list(z.strictObject({ group: z.string(), items: list(z.string()) })),
  languages: list(z.string()),
  note: z.string(),
});

/** One product dropdown's content: title, items and image (spec §2). */
export const productMenu = z.strictObject({
  /** Panel title (links to the product's page on this site) and one-line summary (spec §1). */
  title: z.string(),
  titleHref: z.string(),
  summary: z.string(),
  /** The items exactly as spec §2 lists them. */
  items: list(navLink),
  /** The 200 px image panel on the right: a small SVG under public/images/nav/. */
  image: z.strictObject({ src: z.string(), alt: z.string() }),
});

/** Title, search description and the page's heading and lead paragraph. */
export const pageIntro = z.strictObject({
  title: z.string(),
  description: z.string(),
  heading: z.string(),
  lead: z.string(),
  keywords: list(z.string()).optional(),
});
