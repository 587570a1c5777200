/**
 * The names an editor reads in the content editor (docs/editing.md): each page (content module)
 * by what a visitor sees and where ("FAQ — /faq", "Footer (every page)"), and each field by a
 * human label ("FAQ call to action", "Question 2 › Answer") instead of its key or JSON path.
 * Anything not in the tables falls back to a humanised key, so a module or a key added later (or
 * renamed) still reads as words; the option values and the API keep the module's name.
 */
import { paths } from '../../common/paths';

/** A page a visitor opens, named as its menu names it, with its path. */
const onPage = (name: string, path: string) => `${name} — ${path}`;

/**
 * Every content module an editor picks, by the page (or the part of every page) it holds. A
 * module not listed here is shown by {@link humanise}d name.
 */
const PAGE_LABELS: Readonly<Record<string, string>> = {
  home: onPage('Home', paths.home),
  'home-below-fold': onPage('Home, lower sections', paths.home),
  demos: onPage('Demos', paths.demos),
  contact: onPage('Contact', paths.contact),
  optimus: onPage('Optimus', paths.optimus),
  faq: onPage('FAQ', paths.faq),
  learn: onPage('Learn', paths.learn),
  scanova: onPage('Scanova', paths.scanova),
  cv: onPage('CV', paths.cv),
  iffer: onPage('Iffer', paths.iffer),
  edge: onPage('Edge', paths.edge),
  lumen: onPage('Lumen', paths.lumen),
  policy: onPage('Privacy policy and terms', paths.policy),
  header: 'Header and menus (every page)',
  'header-menus': 'Product menus of the header (every page)',
  footer: 'Footer (every page)',
  common: 'Shared texts: cookie banner, messages, documents (every page)',
  company: 'Company details (every page)',
};

/**
 * The Page picker's name of a content module: the page a visitor sees and its path, or the part
 * of every page it holds; an unknown module reads as its humanised name (`price-list` → "Price
 * list").
 */
export function pageLabel(module: string): string {
  return Object.hasOwn(PAGE_LABELS, module) ? PAGE_LABELS[module]! : humanise(module);
}

/** Words of a key written for people: abbreviations in capitals, code words in plain English. */
const WORDS: Readonly<Record<string, string>> = {
  faq: 'FAQ',
  cta: 'call to action',
  cv: 'CV',
  pdf: 'PDF',
  ai: 'AI',
  id: 'ID',
  href: 'link',
  url: 'address',
  src: 'image file',
  alt: 'image description',
  seo: 'SEO',
  usd: 'USD',
  dzd: 'DZD',
  mvp: 'MVP',
  aqi: 'AQI',
  voc: 'VOC',
  co2: 'CO₂',
  pm25: 'PM2.5',
  pm10: 'PM10',
  iso: 'ISO date',
  linkedin: 'LinkedIn',
};

/** Keys whose whole label is better said another way than word by word. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  pageIntro: 'Page introduction (title, description, heading, lead)',
  faqCta: 'FAQ call to action',
  faqItems: 'Questions and answers',
  alt: 'Image description (alt text)',
  href: 'Link',
  titleHref: 'Title link',
  logoHref: 'Logo link',
  src: 'Image file',
  fallbackSrc: 'Fallback image file',
  id: 'Anchor (ID)',
  headingId: 'Heading anchor (ID)',
  width: 'Width (pixels)',
  height: 'Height (pixels)',
};

/** What one item of a list is called, by the list's key ("Question 2", "Button 1"). */
const ITEM_LABELS: Readonly<Record<string, string>> = {
  faqItems: 'Question',
  actions: 'Button',
  links: 'Link',
  bottomLinks: 'Link',
  headerItems: 'Menu item',
  social: 'Social link',
  emails: 'E-mail address',
  slides: 'Slide',
  cards: 'Card',
  demoCards: 'Demo card',
  members: 'Team member',
  milestones: 'Milestone',
  steps: 'Step',
  stats: 'Figure',
  figures: 'Figure',
  prices: 'Price',
  paragraphs: 'Paragraph',
  bullets: 'Point',
  points: 'Point',
  experience: 'Job',
  education: 'Course',
  children: 'Item',
  keywords: 'Keyword',
  recommendations: 'Recommendation',
};

/**
 * A key as words: `homeHero` → "Home hero", `faq-cta` → "FAQ call to action",
 * `LUMEN_PRICE_USD` → "Lumen price USD"; a path-like key (`/faq`) stays as it is.
 */
export function humanise(key: string): string {
  if (key.startsWith('/')) return key;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_\s]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(' ')
    .map((word) => WORDS[word] ?? word);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A list's item noun from the list's key: the table's, else the key's words in the singular. */
function itemNoun(listKey: string): string {
  if (Object.hasOwn(ITEM_LABELS, listKey)) return ITEM_LABELS[listKey]!;
  const words = humanise(listKey);
  return /[^s]s$/.test(words) ? words.slice(0, -1) : words;
}

/** A step of a form path or an issue's dotted path: numbers (or digits) are list indexes. */
type Step = string | number;
const isIndex = (step: Step) => typeof step === 'number' || /^\d+$/.test(step);

/**
 * The label the form shows for the field or group at `path` (rjsf's path, or an issue's dotted
 * path split at dots): the last key in words (`answer` → "Answer", `faqCta` → "FAQ call to
 * action"), a list's item by the list's noun and its number from 1 (`faqItems.1` → "Question 2").
 * @param fallback the label of the whole page (the empty path)
 */
export function fieldLabel(path: readonly Step[], fallback = 'Page'): string {
  const last = path.at(-1);
  if (last === undefined) return fallback;
  if (isIndex(last)) {
    const list = path.slice(0, -1).findLast((step) => !isIndex(step));
    return `${itemNoun(String(list ?? 'items'))} ${Number(last) + 1}`;
  }
  const key = String(last);
  const intro = path.length === 2 && path[0] === 'pageIntro' ? INTRO_LABELS[key] : undefined;
  if (intro) return intro;
  return Object.hasOwn(FIELD_LABELS, key) ? FIELD_LABELS[key]! : humanise(key);
}

/**
 * A page introduction's fields say where each text shows, since the title and the heading often
 * start equal and are easy to confuse: changing only the heading leaves the old title in the
 * browser tab and in search results.
 */
const INTRO_LABELS: Readonly<Record<string, string>> = {
  title: 'Title (browser tab and search results)',
  description: 'Description (search results and link previews)',
  heading: 'Heading (the big headline on the page)',
  lead: 'Lead (the paragraph under the headline)',
  keywords: 'Keywords (for search engines)',
};

/**
 * Where a field sits, in the form's labels: each group from the page down to the field, a list
 * named by its item (`faqItems.1.answer` → "Question 2 › Answer", `(root)` → "The whole page").
 */
export function fieldTrail(dottedPath: string): string {
  if (dottedPath === '(root)' || dottedPath === '') return 'The whole page';
  const steps = dottedPath.split('.');
  return steps
    .flatMap((step, index) =>
      // A list's own name is said by its item's ("Question 2"), not before it.
      index + 1 < steps.length && isIndex(steps[index + 1]!)
        ? []
        : [fieldLabel(steps.slice(0, index + 1))],
    )
    .join(' › ');
}
