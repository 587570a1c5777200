/**
 * The shapes of the site's copy: the types that content modules (app/content/*) produce and
 * components (sections, layout) consume, so neither imports the other's types. Each is inferred
 * from its zod schema in app/content/schema/shapes.ts, the one description of the copy's data
 * (docs/decisions/0015-copy-as-data.md), made deeply read-only: components never change copy.
 * Type-only imports, so no byte of zod reaches a bundle. With site-copy.ts beside it,
 * app/content/types/ is the one home of the content types (eslint.config.js layers).
 */
import type { z } from 'zod';
import type * as schema from '../schema/shapes';

/** A value of schema `T` as components see it: every object, array and tuple read-only. */
export type ContentData<T> = T extends readonly unknown[]
  ? { readonly [K in keyof T]: ContentData<T[K]> }
  : T extends object
    ? { readonly [K in keyof T]: ContentData<T[K]> }
    : T;

/** The read-only type of one of schema/shapes.ts's schemas. */
type Shape<K extends keyof typeof schema> = ContentData<z.infer<(typeof schema)[K]>>;

/**
 * Where a section sits in its page: the anchor in-page links and the section nav point at (spec §2:
 * e.g. /optimus#features, /#demo) and its heading's id, which the section's `aria-labelledby`
 * names. Content owns both, so no component hard-codes an id.
 */
export type SectionIds = Shape<'sectionIds'>;

/** The ids of a section and its heading's text: what every headed section component takes. */
export type TitledSectionIds = Shape<'titledSectionIds'>;

/** An image with its intrinsic size (set on `<img>` so nothing shifts) and alt text. */
export type SizedImage = Shape<'sizedImage'>;

/** A hero image with a short title for its indicator dot ('Show AI processors'). */
export type ImageSlide = Shape<'imageSlide'>;

/** A call-to-action destination: an internal path, an in-page anchor or an external URL. */
export type Action = Shape<'action'>;

/** A hero-slider slide (spec §3 "Hero/Lumen/Optimus slide"). */
export type ProductSlide = Shape<'productSlide'>;

/**
 * A card: title, text and an optional metric tag (spec §2 "Key Features cards with metric tags").
 */
export type InfoCard = Shape<'infoCard'>;

/**
 * The shape of a generated presentation PDF (scripts/generate-assets.ts). Each product's content
 * module exports one, so the deck and the page draw on the same copy.
 */
export type PresentationDeck = Shape<'presentationDeck'>;

/** A link: internal paths render as router links, `external` ones open in a new tab. */
export type NavLink = Shape<'navLink'>;

/** A footer entry: a link where a real route fits, otherwise plain text (no dead `#` links). */
export type FooterItem = Shape<'footerItem'>;

/** spec §2 footer: the four link columns. Items without `href` have no destination in the spec. */
export type FooterColumn = Shape<'footerColumn'>;

/** A social icon link of the footer: a white SVG under public/images/social/. */
export type SocialLink = Shape<'socialLink'>;

/**
 * A header entry: a link, optionally with a disclosure list of sub-links (spec §2 /iffer
 * dropdowns).
 */
export type PageHeaderItem = Shape<'pageHeaderItem'>;

/** The brand mark of a page header or footer, with its fallback image (spec §8). */
export type BrandMark = Shape<'brandMark'>;

/** The five products with a dropdown (spec §2). */
export type ProductId = Shape<'productId'>;

/**
 * A product's top-level link; its dropdown's content lives in `header-menus.ts` (loaded on demand).
 */
export type ProductLink = Shape<'productLink'>;

/** An entry of the primary navigation, in the spec's order. */
export type SiteNavItem = Shape<'siteNavItem'>;

/** An external destination with its icon. */
export type ConnectLink = Shape<'connectLink'>;

/**
 * Accent of a card (spec §3 product demo card: color, gradient); the card sets `data-
 * theme="demo-<accent>"`, whose band and chip tokens app.css defines.
 */
export type DemoAccent = Shape<'demoAccent'>;

/**
 * spec §3 product demo card. `action` is either a link (OPTIMUS: 'Explore Optimus', full page load
 * to /optimus) or a live-demo request that only records the card's id (spec §2).
 */
export type DemoCard = Shape<'demoCard'>;

/** One checked item: a short title and an optional sentence. */
export type ChecklistItem = Shape<'checklistItem'>;

/**
 * A headline figure drawn as an icon, with its name for screen readers ('∞' is in none of the
 * site's fonts, so as text it sent the first layout to the system's font fallback).
 */
export type IconFigure = Shape<'iconFigure'>;

/** One card. `figure` is a headline number such as '10x' with `figureLabel` under it. */
export type FeatureCard = Shape<'featureCard'>;

/** spec §3 FAQ item. */
export type FaqItem = Shape<'faqItem'>;

/**
 * A brand logo and the page it leads to (spec §2: /demos, /lumen, /edge, /optimus, /scanova,
 * /iffer).
 */
export type Brand = Shape<'brand'>;

/** One pillar of the vision: shown with its number 01–04. */
export type Pillar = Shape<'pillar'>;

/** An illustration with its caption and a headline figure (e.g. '500+ installations'). */
export type GalleryFigure = Shape<'galleryFigure'>;

/** A figure such as '50 TOPS' with what it measures. */
export type Stat = Shape<'stat'>;

/** spec §3 team member: name, role, description, with a portrait illustration. */
export type TeamMember = Shape<'teamMember'>;

/** One milestone. */
export type Milestone = Shape<'milestone'>;

/** A section of a legal text: a heading, paragraphs and an optional bullet list. */
export type LegalSection = Shape<'legalSection'>;

/** spec §2 /policy: one legal document (Privacy Policy or Terms of Service). */
export type LegalDocument = Shape<'legalDocument'>;

/** Name of a card or link icon (components/ui/icon.tsx). */
export type IconName = Shape<'iconName'>;

/** A prototype of the carousel (spec §3 "Prototype: src, title, desc"). */
export type Prototype = Shape<'prototype'>;

/** One position or degree. */
export type CvEntry = Shape<'cvEntry'>;

/** The CV document (drawn into public/docs/cv.pdf by scripts/generate-assets.ts). */
export type CvDocument = Shape<'cvDocument'>;

/** One product dropdown's content: title, items and image (spec §2). */
export type ProductMenu = Shape<'productMenu'>;

/** Title, search description and the page's heading and lead paragraph. */
export type PageIntro = Shape<'pageIntro'>;
