/** Copy of /iffer (spec §2 /iffer): its header with the Scanova and CV dropdowns, and the embed. */
import { site } from '@common/site';
import { paths, type unregisteredPaths } from '~/config/paths';
import type { BrandMark, PageHeaderItem } from '~/content/types/shapes';

/** A path the spec links but does not register (spec §2), checked against paths.ts. */
const unregistered = (path: (typeof unregisteredPaths)[number]) => path;

export const ifferContent = {
  header: {
    label: 'Iffer',
    logo: {
      label: 'Iffer home',
      src: '/images/iffer/logo.svg',
      // spec §8: like Scanova's, a local default logo when the image fails to load.
      fallbackSrc: '/images/iffer/logo-default.svg',
      width: 120,
      height: 40,
    } satisfies BrandMark,
    logoHref: paths.home,
    items: [
      { label: 'Home', href: paths.home },
      { label: 'Optimus', href: paths.optimus },
      {
        label: 'Scanova',
        href: paths.scanova,
        // spec §2: these targets are not pages; they land on the 404 page.
        children: [
          { label: 'QR Generator', href: unregistered('/scanova/qr-generator') },
          { label: 'Analytics', href: unregistered('/scanova/analytics') },
          { label: 'Templates', href: unregistered('/scanova/templates') },
          { label: 'API', href: unregistered('/scanova/api') },
          { label: 'Pricing', href: unregistered('/scanova/pricing') },
        ],
      },
      {
        label: 'CV',
        href: paths.cv,
        children: [
          { label: 'Team', href: unregistered('/cv/team') },
          { label: 'Profile', href: unregistered('/cv/profile') },
        ],
      },
      { label: 'Iffer', href: paths.iffer },
      { label: 'FAQ', href: paths.faq },
      { label: 'Contact', href: paths.contact },
    ] satisfies readonly PageHeaderItem[],
  },
  embed: {
    src: site.links.ifferPlatform,
    title: 'Iffer platform',
    loading: 'Loading Iffer Platform...',
    unreachable: 'The Iffer platform cannot be shown here right now.',
    openLabel: 'Open the Iffer platform in a new tab',
    noScriptHint: 'If the platform does not appear below:',
  },
} as const;
