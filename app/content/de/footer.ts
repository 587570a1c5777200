/** German copy of content/en/footer.ts. */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type { FooterColumn, FooterItem, SocialLink } from '~/content/types/shapes';
import type * as en from '../en/footer';
import type { Translation } from '~/content/types/translation';

export const footerContent = {
  tagline:
    'Wir gestalten die Zukunft der KI-Hardware: Geräte, Prozessoren und Maschinen, die Intelligenz direkt an den Netzwerkrand bringen.',
  columns: [
    {
      title: 'Produkte',
      items: [
        { label: 'KI-Prozessoren' },
        { label: 'Neuroprozessoren (NPUs)' },
        { label: 'Industriemaschinen' },
        { label: 'Maßgeschneiderte Hardware' },
        { label: 'Quantencomputing' },
      ],
    },
    {
      title: 'Lösungen',
      items: [
        { label: 'KI für Unternehmen' },
        { label: 'Edge-Computing' },
        { label: 'Cloud-Infrastruktur' },
        { label: 'Beratung' },
      ],
    },
    {
      title: 'Unternehmen',
      items: [
        { label: 'Über uns', href: paths.learn },
        { label: 'Karriere' },
        { label: 'News & Presse' },
        { label: 'Kontakt', href: paths.contact },
      ],
    },
    {
      title: 'Ressourcen',
      items: [
        { label: 'Dokumentation' },
        { label: 'API-Referenz' },
        { label: 'Support-Center', href: paths.contact },
        { label: 'Community' },
      ],
    },
  ] satisfies FooterColumn[],
  /** spec §2 bottom links; the 'Cookie settings' button beside Cookie Policy reopens the consent banner. */
  bottomLinks: [
    { label: 'Datenschutzerklärung', href: paths.policy },
    { label: 'Nutzungsbedingungen', href: `${paths.policy}?tab=terms#terms` },
    { label: 'Cookie-Richtlinie', cookieSettingsAfter: true },
    { label: 'Sicherheit' },
  ] satisfies FooterItem[],
  cookieSettings: 'Cookie-Einstellungen',
  socialLabel: 'Social Media',
  logo: { src: '/images/brand/logo-light.svg', fallback: '/favicon.svg' },
  copyrightYear: 2024,
  slogan: 'Wegbereiter für die Zukunft der KI-Hardware',
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
