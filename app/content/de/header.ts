/** German copy of content/en/header.ts. */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type { Language, NavLink, SiteNavItem } from '~/content/types/shapes';
import type * as en from '../en/header';
import type { Translation } from '~/content/types/translation';

/** spec §2: the primary links in the spec's order, with Learn and FAQ from the variants. */
export const headerItems: readonly SiteNavItem[] = [
  { kind: 'link', label: 'Start', href: `${paths.home}#home` },
  { kind: 'product', id: 'optimus', label: 'Optimus', href: paths.optimus },
  { kind: 'product', id: 'scanova', label: 'Scanova', href: paths.scanova },
  { kind: 'product', id: 'lumen', label: 'Lumen', href: paths.lumen },
  { kind: 'product', id: 'iffer', label: 'Iffer', href: paths.iffer },
  { kind: 'product', id: 'edge', label: 'Edge', href: site.links.edgeSite, external: true },
  { kind: 'link', label: 'Über uns', href: paths.learn },
  { kind: 'link', label: 'FAQ', href: paths.faq },
  { kind: 'link', label: 'Blog', href: site.links.blog, external: true },
  { kind: 'link', label: 'Kontakt', href: paths.contact },
  { kind: 'link', label: 'Lebenslauf', href: paths.cv },
  { kind: 'linkedin', label: 'LinkedIn', href: site.links.linkedinCompany, external: true },
];

/** spec §2, §9: each name in its own language; `label` is the name in German. */
export const languages: readonly Language[] = [
  { code: 'EN', name: 'English', lang: 'en', label: 'Englisch' },
  { code: 'FR', name: 'Français', lang: 'fr', label: 'Französisch' },
  { code: 'ES', name: 'Español', lang: 'es', label: 'Spanisch' },
  { code: 'DE', name: 'Deutsch', lang: 'de', label: 'Deutsch' },
  { code: 'AR', name: 'العربية', lang: 'ar', label: 'Arabisch' },
];

/** Labels of the header's controls. */
export const headerContent = {
  navLabel: 'Hauptnavigation',
  homeLabel: `${site.companyName} – Startseite`,
  logoLight: '/images/brand/logo-light.svg',
  logoDark: '/images/brand/logo-dark.svg',
  /** spec §8: shown when the logo image fails to load, like the footer's. */
  logoFallback: '/favicon.svg',
  menu: 'Menü',
  /** The no-script stand-in's close link. */
  menuClose: 'Menü schließen',
  /** Accessible name of a product's dropdown button (`fill` slot `label`). */
  submenu: 'Untermenü {label}',
  tryDemo: { label: 'Demo testen', href: `${paths.home}#demo` } satisfies NavLink,
  language: {
    /** `fill` slot `name`: the current language's name. */
    button: 'Sprache: {name}, {code}',
    list: 'Sprache wählen',
  },
  search: {
    open: 'Suche',
    label: 'Website durchsuchen',
    placeholder: 'Suchbegriff eingeben …',
    clear: 'Suche löschen',
    resultsLabel: 'Suchergebnisse',
    loading: 'Suche läuft …',
    resultCount: {
      zero: 'Keine Ergebnisse',
      one: '{count} Ergebnis',
      two: '{count} Ergebnisse',
      few: '{count} Ergebnisse',
      many: '{count} Ergebnisse',
      other: '{count} Ergebnisse',
    },
    noResults: 'Keine Seite dieser Website passt zu „{query}“.',
    noResultsHelp: 'Versuchen Sie andere Begriffe oder finden Sie Ihre Antwort hier:',
    faqLink: { label: 'Häufige Fragen', href: paths.faq } satisfies NavLink,
    contactLink: { label: 'Kontakt aufnehmen', href: paths.contact } satisfies NavLink,
    seeAll: 'Alle Ergebnisse für „{query}“',
    unavailable: 'Die Suche ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut.',
    pageTitle: 'Suche',
    pageDescription: 'Durchsuchen Sie alle Seiten der Website.',
    pageHeading: 'Website durchsuchen',
    resultsFor: 'Ergebnisse für „{query}“',
    correctedTo: 'Kein Treffer für „{query}“. Ergebnisse für „{corrected}“.',
    submit: 'Suchen',
    noScript:
      'Geben Sie oben Wörter ein, um die Website zu durchsuchen, oder öffnen Sie hier eine Seite:',
  },
} as const satisfies Translation<typeof en.headerContent>;

/** spec §2: the LinkedIn hover card's fixed texts. */
export const profileCardContent = {
  cardLabel: 'Unsere LinkedIn-Unternehmensseite',
  linkedinLogo: { src: '/images/nav/linkedin.svg', alt: 'LinkedIn', fallback: 'in' },
  followers: 'Follower',
  companySize: 'Unternehmensgröße',
  employees: 'Beschäftigte',
  specialties: 'Spezialgebiete',
  follow: '+ Folgen',
  visit: 'Seite besuchen',
  hint: 'Klicken Sie, um unsere LinkedIn-Seite zu besuchen',
  loading: 'Unternehmensdaten werden geladen …',
} as const satisfies Translation<typeof en.profileCardContent>;
