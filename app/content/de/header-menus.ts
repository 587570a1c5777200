/** German copy of content/en/header-menus.ts. */
import { site } from '@common/site';
import { documentPaths, paths } from '~/config/paths';
import type { ProductId, ProductMenu } from '~/content/types/shapes';
import type * as en from '../en/header-menus';
import type { Translation } from '~/content/types/translation';

const brand = site.productBrand;

/** spec §2: the product dropdowns. The presentations (PDF) exist in English only. */
export const productMenus: Record<ProductId, ProductMenu> = {
  optimus: {
    title: `${brand} Optimus`,
    titleHref: paths.optimus,
    summary:
      'Ultradünnes smartes Pflaster zur Überwachung der mikrovaskulären Durchblutung und der Gesundheit.',
    items: [
      { label: 'Überblick', href: paths.optimus },
      { label: 'Technologie', href: paths.optimus },
      { label: 'Präsentation (PDF, Englisch)', href: documentPaths.optimusDeck },
    ],
    image: { src: '/images/nav/optimus.svg', alt: 'Optimus-Pflaster am Handgelenk' },
  },
  scanova: {
    title: `${brand} Scanova`,
    titleHref: paths.scanova,
    summary: 'Smarter, solarbetriebener KI-Luftreiniger.',
    items: [
      { label: 'Team', href: paths.scanova },
      { label: 'Funktionen', href: paths.scanova },
      { label: 'Präsentation (PDF, Englisch)', href: documentPaths.scanovaDeck },
    ],
    image: { src: '/images/nav/scanova.svg', alt: 'Scanova-Luftreiniger mit Solarmodul' },
  },
  lumen: {
    title: `${brand} Lumen`,
    titleHref: paths.lumen,
    summary: 'Tragbares Solarladegerät.',
    items: [
      { label: 'Überblick', href: paths.lumen },
      { label: 'Funktionen', href: paths.lumen },
      { label: 'Präsentation (PDF, Englisch)', href: documentPaths.lumenDeck },
    ],
    image: { src: '/images/nav/lumen.svg', alt: 'Faltbares Solarladegerät Lumen' },
  },
  iffer: {
    title: `${brand} Iffer`,
    titleHref: paths.iffer,
    summary: 'Unsere eingebettete Plattform.',
    items: [
      { label: 'Überblick', href: paths.iffer },
      { label: 'Technologie', href: paths.iffer },
    ],
    image: { src: '/images/nav/iffer.svg', alt: 'Dashboard-Fenster der Iffer-Plattform' },
  },
  edge: {
    title: `${brand} Edge`,
    titleHref: paths.edge,
    summary: 'Edge-Computing: KI-Inferenz dort, wo die Daten entstehen.',
    items: [
      { label: 'Überblick', href: site.links.edgeSite, external: true },
      { label: 'Funktionen', href: site.links.edgeSite, external: true },
    ],
    image: {
      src: '/images/nav/edge.svg',
      alt: 'Edge-Computing-Modul mit verbundenen Geräten',
    },
  },
} satisfies Translation<typeof en.productMenus>;
