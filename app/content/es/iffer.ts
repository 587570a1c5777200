/** Spanish copy of content/en/iffer.ts. */
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
      label: 'Iffer: inicio',
      src: '/images/iffer/logo.svg',
      // spec §8: like Scanova's, a local default logo when the image fails to load.
      fallbackSrc: '/images/iffer/logo-default.svg',
      width: 120,
      height: 40,
    } satisfies BrandMark,
    logoHref: paths.home,
    items: [
      { label: 'Inicio', href: paths.home },
      { label: 'Optimus', href: paths.optimus },
      {
        label: 'Scanova',
        href: paths.scanova,
        // spec §2: these targets are not pages; they land on the 404 page.
        children: [
          { label: 'Generador de QR', href: unregistered('/scanova/qr-generator') },
          { label: 'Analítica', href: unregistered('/scanova/analytics') },
          { label: 'Plantillas', href: unregistered('/scanova/templates') },
          { label: 'API', href: unregistered('/scanova/api') },
          { label: 'Precios', href: unregistered('/scanova/pricing') },
        ],
      },
      {
        label: 'CV',
        href: paths.cv,
        children: [
          { label: 'Equipo', href: unregistered('/cv/team') },
          { label: 'Perfil', href: unregistered('/cv/profile') },
        ],
      },
      { label: 'Iffer', href: paths.iffer },
      { label: 'FAQ', href: paths.faq },
      { label: 'Contacto', href: paths.contact },
    ] satisfies readonly PageHeaderItem[],
  },
  embed: {
    src: site.links.ifferPlatform,
    title: 'Plataforma Iffer',
    loading: 'Cargando la plataforma Iffer...',
    unreachable: 'En este momento no es posible mostrar aquí la plataforma Iffer.',
    openLabel: 'Abrir la plataforma Iffer en una pestaña nueva',
    noScriptHint: 'Si la plataforma no aparece a continuación:',
  },
} as const satisfies Translation<typeof en.ifferContent>;
