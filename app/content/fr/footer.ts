/** French copy of content/en/footer.ts. */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type { FooterColumn, FooterItem, SocialLink } from '~/content/types/shapes';
import type * as en from '../en/footer';
import type { Translation } from '~/content/types/translation';

export const footerContent = {
  tagline:
    'À la pointe du matériel d’IA de demain : des appareils, des processeurs et des machines qui portent l’intelligence jusqu’en périphérie du réseau.',
  columns: [
    {
      title: 'Produits',
      items: [
        { label: 'Processeurs IA' },
        { label: 'Unités de traitement neuronal' },
        { label: 'Machines industrielles' },
        { label: 'Matériel sur mesure' },
        { label: 'Informatique quantique' },
      ],
    },
    {
      title: 'Solutions',
      items: [
        { label: 'IA pour les entreprises' },
        { label: 'Edge computing' },
        { label: 'Infrastructure cloud' },
        { label: 'Services de conseil' },
      ],
    },
    {
      title: 'Entreprise',
      items: [
        { label: 'À propos', href: paths.learn },
        { label: 'Carrières' },
        { label: 'Actualités et presse' },
        { label: 'Contact', href: paths.contact },
      ],
    },
    {
      title: 'Ressources',
      items: [
        { label: 'Documentation' },
        { label: 'Référence de l’API' },
        { label: 'Centre d’assistance', href: paths.contact },
        { label: 'Communauté' },
      ],
    },
  ] satisfies FooterColumn[],
  bottomLinks: [
    { label: 'Politique de confidentialité', href: paths.policy },
    { label: 'Conditions d’utilisation', href: `${paths.policy}?tab=terms#terms` },
    { label: 'Politique relative aux cookies', cookieSettingsAfter: true },
    { label: 'Sécurité' },
  ] satisfies FooterItem[],
  cookieSettings: 'Paramètres des cookies',
  socialLabel: 'Réseaux sociaux',
  logo: { src: '/images/brand/logo-light.svg', fallback: '/favicon.svg' },
  copyrightYear: 2024,
  slogan: 'Pionniers de l’innovation en matériel d’IA',
  social: [
    {
      label: 'LinkedIn',
      href: site.links.linkedinCompany,
      external: true,
      icon: '/images/social/linkedin.svg',
    },
    { label: 'X', href: site.links.microblog, external: true, icon: '/images/social/x.svg' },
    {
      label: 'GitHub',
      href: site.links.codeHost,
      external: true,
      icon: '/images/social/github.svg',
    },
  ] satisfies SocialLink[],
} as const satisfies Translation<typeof en.footerContent>;
