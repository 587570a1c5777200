/** French copy of content/en/header.ts. */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type { Language, NavLink, SiteNavItem } from '~/content/types/shapes';
import type * as en from '../en/header';
import type { Translation } from '~/content/types/translation';

export const headerItems: readonly SiteNavItem[] = [
  { kind: 'link', label: 'Accueil', href: `${paths.home}#home` },
  { kind: 'product', id: 'optimus', label: 'Optimus', href: paths.optimus },
  { kind: 'product', id: 'scanova', label: 'Scanova', href: paths.scanova },
  { kind: 'product', id: 'lumen', label: 'Lumen', href: paths.lumen },
  { kind: 'product', id: 'iffer', label: 'Iffer', href: paths.iffer },
  { kind: 'product', id: 'edge', label: 'Edge', href: site.links.edgeSite, external: true },
  { kind: 'link', label: 'Découvrir', href: paths.learn },
  { kind: 'link', label: 'FAQ', href: paths.faq },
  { kind: 'link', label: 'Blog', href: site.links.blog, external: true },
  { kind: 'link', label: 'Contact', href: paths.contact },
  { kind: 'link', label: 'CV', href: paths.cv },
  { kind: 'linkedin', label: 'LinkedIn', href: site.links.linkedinCompany, external: true },
];

export const languages: readonly Language[] = [
  { code: 'EN', name: 'English', lang: 'en', label: 'anglais' },
  { code: 'FR', name: 'Français', lang: 'fr', label: 'français' },
  { code: 'ES', name: 'Español', lang: 'es', label: 'espagnol' },
  { code: 'DE', name: 'Deutsch', lang: 'de', label: 'allemand' },
  { code: 'AR', name: 'العربية', lang: 'ar', label: 'arabe' },
];

export const headerContent = {
  navLabel: 'Principale',
  homeLabel: `Accueil ${site.companyName}`,
  logoLight: '/images/brand/logo-light.svg',
  logoDark: '/images/brand/logo-dark.svg',
  /** spec §8: shown when the logo image fails to load, like the footer's. */
  logoFallback: '/favicon.svg',
  menu: 'Menu',
  menuClose: 'Fermer le menu',
  submenu: 'Sous-menu {label}',
  tryDemo: { label: 'Essayer la démo', href: `${paths.home}#demo` } satisfies NavLink,
  language: {
    button: 'Langue : {name}, {code}',
    list: 'Choisir une langue',
  },
  search: {
    open: 'Rechercher',
    label: 'Rechercher sur le site',
    placeholder: 'Tapez votre recherche…',
    clear: 'Effacer la recherche',
    resultsLabel: 'Résultats de la recherche',
    loading: 'Recherche en cours…',
    resultCount: {
      zero: 'Aucun résultat',
      one: '{count} résultat',
      two: '{count} résultats',
      few: '{count} résultats',
      many: '{count} résultats',
      other: '{count} résultats',
    },
    noResults: 'Aucune page du site ne correspond à « {query} ».',
    noResultsHelp: 'Essayez d’autres mots, ou trouvez votre réponse ici :',
    faqLink: { label: 'Questions fréquentes', href: paths.faq } satisfies NavLink,
    contactLink: { label: 'Nous contacter', href: paths.contact } satisfies NavLink,
    seeAll: 'Tous les résultats pour « {query} »',
    unavailable: 'La recherche est momentanément indisponible. Veuillez réessayer plus tard.',
    pageTitle: 'Recherche',
    pageDescription: 'Recherchez dans toutes les pages du site.',
    pageHeading: 'Rechercher sur le site',
    resultsFor: 'Résultats pour « {query} »',
    correctedTo: 'Aucun résultat pour « {query} ». Résultats pour « {corrected} ».',
    submit: 'Rechercher',
    noScript:
      'Saisissez des mots dans le champ ci-dessus pour chercher sur le site, ou ouvrez une page ici :',
  },
} as const satisfies Translation<typeof en.headerContent>;

export const profileCardContent = {
  cardLabel: 'Notre page entreprise LinkedIn',
  linkedinLogo: { src: '/images/nav/linkedin.svg', alt: 'LinkedIn', fallback: 'in' },
  followers: 'abonnés',
  companySize: 'Taille de l’entreprise',
  employees: 'employés',
  specialties: 'Spécialités',
  follow: '+ Suivre',
  visit: 'Voir la page',
  hint: 'Cliquez pour voir notre page LinkedIn',
  loading: 'Chargement des informations de l’entreprise…',
} as const satisfies Translation<typeof en.profileCardContent>;
