/** Spanish copy of content/en/header.ts. */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type { Language, NavLink, SiteNavItem } from '~/content/types/shapes';
import type * as en from '../en/header';
import type { Translation } from '~/content/types/translation';

/** spec §2: the primary links in the spec's order, with Learn and FAQ from the variants. */
export const headerItems: readonly SiteNavItem[] = [
  { kind: 'link', label: 'Inicio', href: `${paths.home}#home` },
  { kind: 'product', id: 'optimus', label: 'Optimus', href: paths.optimus },
  { kind: 'product', id: 'scanova', label: 'Scanova', href: paths.scanova },
  { kind: 'product', id: 'lumen', label: 'Lumen', href: paths.lumen },
  { kind: 'product', id: 'iffer', label: 'Iffer', href: paths.iffer },
  { kind: 'product', id: 'edge', label: 'Edge', href: site.links.edgeSite, external: true },
  { kind: 'link', label: 'Descubrir', href: paths.learn },
  { kind: 'link', label: 'FAQ', href: paths.faq },
  { kind: 'link', label: 'Blog', href: site.links.blog, external: true },
  { kind: 'link', label: 'Contacto', href: paths.contact },
  { kind: 'link', label: 'CV', href: paths.cv },
  { kind: 'linkedin', label: 'LinkedIn', href: site.links.linkedinCompany, external: true },
];

/** spec §2, §9: each name in its own language; `label` is the name in Spanish. */
export const languages: readonly Language[] = [
  { code: 'EN', name: 'English', lang: 'en', label: 'Inglés' },
  { code: 'FR', name: 'Français', lang: 'fr', label: 'Francés' },
  { code: 'ES', name: 'Español', lang: 'es', label: 'Español' },
  { code: 'DE', name: 'Deutsch', lang: 'de', label: 'Alemán' },
  { code: 'AR', name: 'العربية', lang: 'ar', label: 'Árabe' },
];

/** Labels of the header's controls. */
export const headerContent = {
  navLabel: 'Principal',
  homeLabel: `${site.companyName}: inicio`,
  logoLight: '/images/brand/logo-light.svg',
  logoDark: '/images/brand/logo-dark.svg',
  /** spec §8: shown when the logo image fails to load, like the footer's. */
  logoFallback: '/favicon.svg',
  menu: 'Menú',
  /** The no-script stand-in's close link. */
  menuClose: 'Cerrar el menú',
  /** Accessible name of a product's dropdown button (`fill` slot `label`). */
  submenu: 'Submenú de {label}',
  tryDemo: { label: 'Probar demo', href: `${paths.home}#demo` } satisfies NavLink,
  language: {
    /** `fill` slot `name`: the current language's name. */
    button: 'Idioma: {name}, {code}',
    list: 'Elegir idioma',
  },
  search: {
    open: 'Buscar',
    label: 'Buscar en el sitio',
    placeholder: 'Escriba aquí para buscar...',
    clear: 'Borrar la búsqueda',
    resultsLabel: 'Resultados de la búsqueda',
    loading: 'Buscando…',
    resultCount: {
      zero: 'Ningún resultado',
      one: '{count} resultado',
      two: '{count} resultados',
      few: '{count} resultados',
      many: '{count} resultados',
      other: '{count} resultados',
    },
    noResults: 'Ninguna página del sitio coincide con «{query}».',
    noResultsHelp: 'Pruebe con otras palabras o encuentre su respuesta aquí:',
    faqLink: { label: 'Preguntas frecuentes', href: paths.faq } satisfies NavLink,
    contactLink: { label: 'Contáctenos', href: paths.contact } satisfies NavLink,
    seeAll: 'Todos los resultados de «{query}»',
    unavailable: 'La búsqueda no está disponible en este momento. Inténtelo de nuevo más tarde.',
    pageTitle: 'Búsqueda',
    pageDescription: 'Busque en todas las páginas del sitio.',
    pageHeading: 'Buscar en el sitio',
    resultsFor: 'Resultados de «{query}»',
    correctedTo: 'Nada coincide con «{query}». Mostrando resultados de «{corrected}».',
    submit: 'Buscar',
    noScript:
      'Escriba palabras en el campo de arriba para buscar en el sitio, o abra cualquier página aquí:',
  },
} as const satisfies Translation<typeof en.headerContent>;

/** spec §2: the LinkedIn hover card's fixed texts. */
export const profileCardContent = {
  cardLabel: 'Nuestra página de empresa en LinkedIn',
  linkedinLogo: { src: '/images/nav/linkedin.svg', alt: 'LinkedIn', fallback: 'in' },
  followers: 'seguidores',
  companySize: 'Tamaño de la empresa',
  employees: 'empleados',
  specialties: 'Especialidades',
  follow: '+ Seguir',
  visit: 'Visitar la página',
  hint: 'Haga clic para visitar nuestra página de LinkedIn',
  loading: 'Cargando los datos de la empresa…',
} as const satisfies Translation<typeof en.profileCardContent>;
