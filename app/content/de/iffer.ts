/** German copy of content/en/iffer.ts. */
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
      label: 'Iffer – Startseite',
      src: '/images/iffer/logo.svg',
      // spec §8: like Scanova's, a local default logo when the image fails to load.
      fallbackSrc: '/images/iffer/logo-default.svg',
      width: 120,
      height: 40,
    } satisfies BrandMark,
    logoHref: paths.home,
    items: [
      { label: 'Start', href: paths.home },
      { label: 'Optimus', href: paths.optimus },
      {
        label: 'Scanova',
        href: paths.scanova,
        // spec §2: these targets are not pages; they land on the 404 page.
        children: [
          { label: 'QR-Generator', href: unregistered('/scanova/qr-generator') },
          { label: 'Analysen', href: unregistered('/scanova/analytics') },
          { label: 'Vorlagen', href: unregistered('/scanova/templates') },
          { label: 'API', href: unregistered('/scanova/api') },
          { label: 'Preise', href: unregistered('/scanova/pricing') },
        ],
      },
      {
        label: 'Lebenslauf',
        href: paths.cv,
        children: [
          { label: 'Team', href: unregistered('/cv/team') },
          { label: 'Profil', href: unregistered('/cv/profile') },
        ],
      },
      { label: 'Iffer', href: paths.iffer },
      { label: 'FAQ', href: paths.faq },
      { label: 'Kontakt', href: paths.contact },
    ] satisfies readonly PageHeaderItem[],
  },
  embed: {
    src: site.links.ifferPlatform,
    title: 'Iffer-Plattform',
    loading: 'Iffer-Plattform wird geladen …',
    unreachable: 'Die Iffer-Plattform kann hier gerade nicht angezeigt werden.',
    openLabel: 'Iffer-Plattform in neuem Tab öffnen',
    noScriptHint: 'Falls die Plattform unten nicht erscheint:',
  },
} as const satisfies Translation<typeof en.ifferContent>;
