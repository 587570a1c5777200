/**
 * Copy of the shared header (spec §2 "Shared header"): primary links, the LinkedIn card labels,
 * the language list and the search box. The dropdowns' content is in `header-menus.ts`.
 *
 * Variant choices (spec §2 shows several headers): one header on every route with the spec's
 * links plus Learn and FAQ (so /learn and /faq are reachable) and the Try Demo button (#demo on
 * the landing page). Each dropdown's title links to the product's own page, which makes /edge
 * reachable although the Edge link itself goes to the external Edge site as the spec says.
 */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type { Language, NavLink, SiteNavItem } from '~/content/types/shapes';

/** spec §2: the primary links in the spec's order, with Learn and FAQ from the variants. */
export const headerItems: readonly SiteNavItem[] = [
  { kind: 'link', label: 'Home', href: `${paths.home}#home` },
  { kind: 'product', id: 'optimus', label: 'Optimus', href: paths.optimus },
  { kind: 'product', id: 'scanova', label: 'Scanova', href: paths.scanova },
  { kind: 'product', id: 'lumen', label: 'Lumen', href: paths.lumen },
  { kind: 'product', id: 'iffer', label: 'Iffer', href: paths.iffer },
  { kind: 'product', id: 'edge', label: 'Edge', href: site.links.edgeSite, external: true },
  { kind: 'link', label: 'Learn', href: paths.learn },
  { kind: 'link', label: 'FAQ', href: paths.faq },
  { kind: 'link', label: 'Blog', href: site.links.blog, external: true },
  { kind: 'link', label: 'Contact', href: paths.contact },
  { kind: 'link', label: 'CV', href: paths.cv },
  { kind: 'linkedin', label: 'LinkedIn', href: site.links.linkedinCompany, external: true },
];

/**
 * spec §2, §9: default EN; each name in its own language ('العربية', with `label`
 * giving assistive technology the name in the page's language where they differ).
 */
export const languages: readonly Language[] = [
  { code: 'EN', name: 'English', lang: 'en', label: 'English' },
  { code: 'FR', name: 'Français', lang: 'fr', label: 'French' },
  { code: 'ES', name: 'Español', lang: 'es', label: 'Spanish' },
  { code: 'DE', name: 'Deutsch', lang: 'de', label: 'German' },
  { code: 'AR', name: 'العربية', lang: 'ar', label: 'Arabic' },
];

/** Labels of the header's controls. */
export const headerContent = {
  navLabel: 'Main',
  homeLabel: `${site.companyName} home`,
  logoLight: '/images/brand/logo-light.svg',
  logoDark: '/images/brand/logo-dark.svg',
  /** spec §8: shown when the logo image fails to load, like the footer's. */
  logoFallback: '/favicon.svg',
  menu: 'Menu',
  /** The no-script stand-in's close link. */
  menuClose: 'Close menu',
  /** Accessible name of a product's dropdown button: "Optimus submenu" (`fill` slot `label`). */
  submenu: '{label} submenu',
  tryDemo: { label: 'Try Demo', href: `${paths.home}#demo` } satisfies NavLink,
  language: {
    /** `fill` slot `name`: the current language's name. */
    button: 'Language: {name}, {code}',
    list: 'Choose a language',
  },
  search: {
    open: 'Search',
    label: 'Search the site',
    placeholder: 'Type here to search...',
    clear: 'Clear search',
    /** The listbox of results under the box. */
    resultsLabel: 'Search results',
    loading: 'Searching…',
    /** Announced politely as results change (CLDR plural categories; slot `count`). */
    resultCount: {
      zero: 'No results',
      one: '{count} result',
      two: '{count} results',
      few: '{count} results',
      many: '{count} results',
      other: '{count} results',
    },
    /** Slot `query`. */
    noResults: 'Nothing on this site matches “{query}”.',
    noResultsHelp: 'Try other words, or find your answer here:',
    faqLink: { label: 'Frequently asked questions', href: paths.faq } satisfies NavLink,
    contactLink: { label: 'Contact us', href: paths.contact } satisfies NavLink,
    /** Slot `query`: the link to the results page under the list. */
    seeAll: 'All results for “{query}”',
    unavailable: 'Search is not available right now. Please try again later.',
    /** The results page `/search` (noindex). */
    pageTitle: 'Search',
    pageDescription: 'Search every page of the site.',
    pageHeading: 'Search the site',
    /** Slot `query`. */
    resultsFor: 'Results for “{query}”',
    /** Slots `query` (as typed) and `corrected`: a misspelt word was searched as the nearest word of the site. */
    correctedTo: 'No match for “{query}”. Showing results for “{corrected}”.',
    submit: 'Search',
    /** Without JavaScript, above the list of every page (the server searches a submitted query). */
    noScript: 'Type words in the box above to search the site, or open any page here:',
  },
} as const;

/** spec §2: the LinkedIn hover card's fixed texts. */
export const profileCardContent = {
  cardLabel: 'Our LinkedIn company page',
  linkedinLogo: { src: '/images/nav/linkedin.svg', alt: 'LinkedIn', fallback: 'in' },
  followers: 'followers',
  companySize: 'Company size',
  employees: 'employees',
  specialties: 'Specialties',
  follow: '+ Follow',
  visit: 'Visit Page',
  hint: 'Click to visit our LinkedIn page',
  loading: 'Loading company details…',
} as const;
