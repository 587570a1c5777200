/** French copy of content/en/iffer.ts. */
import { site } from '@common/site';
import { paths, type unregisteredPaths } from '~/config/paths';
import type { BrandMark, PageHeaderItem } from '~/content/types/shapes';
import type * as en from '../en/iffer';
import type { Translation } from '~/content/types/translation';

/** A path the spec links but does not register (spec §2), checked against paths.ts. */
const unregistered = (path: (typeof unregisteredPaths)[number]) => path;

export const ifferContent = {
  header: {
    label: 'Iffer',
    logo: {
      label: 'Accueil Iffer',
      src: '/images/iffer/logo.svg',
      // spec §8: like Scanova's, a local default logo when the image fails to load.
      fallbackSrc: '/images/iffer/logo-default.svg',
      width: 120,
      height: 40,
    } satisfies BrandMark,
    logoHref: paths.home,
    items: [
      { label: 'Accueil', href: paths.home },
      { label: 'Optimus', href: paths.optimus },
      {
        label: 'Scanova',
        href: paths.scanova,
        children: [
          { label: 'Générateur de QR codes', href: unregistered('/scanova/qr-generator') },
          { label: 'Statistiques', href: unregistered('/scanova/analytics') },
          { label: 'Modèles', href: unregistered('/scanova/templates') },
          { label: 'API', href: unregistered('/scanova/api') },
          { label: 'Tarifs', href: unregistered('/scanova/pricing') },
        ],
      },
      {
        label: 'CV',
        href: paths.cv,
        children: [
          { label: 'Équipe', href: unregistered('/cv/team') },
          { label: 'Profil', href: unregistered('/cv/profile') },
        ],
      },
      { label: 'Iffer', href: paths.iffer },
      { label: 'FAQ', href: paths.faq },
      { label: 'Contact', href: paths.contact },
    ] satisfies readonly PageHeaderItem[],
  },
  embed: {
    src: site.links.ifferPlatform,
    title: 'Plateforme Iffer',
    loading: 'Chargement de la plateforme Iffer…',
    unreachable: 'La plateforme Iffer ne peut pas être affichée ici pour le moment.',
    openLabel: 'Ouvrir la plateforme Iffer dans un nouvel onglet',
    noScriptHint: 'Si la plateforme ne s’affiche pas ci-dessous :',
  },
} as const satisfies Translation<typeof en.ifferContent>;
