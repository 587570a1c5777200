/** French copy of content/en/header-menus.ts. */
import { site } from '@common/site';
import { documentPaths, paths } from '~/config/paths';
import type { ProductId, ProductMenu } from '~/content/types/shapes';
import type * as en from '../en/header-menus';
import type { Translation } from '~/content/types/translation';

const brand = site.productBrand;

export const productMenus: Record<ProductId, ProductMenu> = {
  optimus: {
    title: `${brand} Optimus`,
    titleHref: paths.optimus,
    summary:
      'Patch intelligent ultrafin pour le suivi du flux sanguin microvasculaire et de la santé.',
    items: [
      { label: 'Vue d’ensemble', href: paths.optimus },
      { label: 'Technologie', href: paths.optimus },
      { label: 'Télécharger la présentation (en anglais)', href: documentPaths.optimusDeck },
    ],
    image: { src: '/images/nav/optimus.svg', alt: 'Le patch intelligent Optimus sur un poignet' },
  },
  scanova: {
    title: `${brand} Scanova`,
    titleHref: paths.scanova,
    summary: 'Purificateur d’air intelligent à IA, alimenté à l’énergie solaire.',
    items: [
      { label: 'Équipe', href: paths.scanova },
      { label: 'Fonctionnalités', href: paths.scanova },
      { label: 'Télécharger la présentation (en anglais)', href: documentPaths.scanovaDeck },
    ],
    image: {
      src: '/images/nav/scanova.svg',
      alt: 'Le purificateur d’air Scanova et son panneau solaire',
    },
  },
  lumen: {
    title: `${brand} Lumen`,
    titleHref: paths.lumen,
    summary: 'Chargeur solaire portable.',
    items: [
      { label: 'Vue d’ensemble', href: paths.lumen },
      { label: 'Fonctionnalités', href: paths.lumen },
      { label: 'Télécharger la présentation (en anglais)', href: documentPaths.lumenDeck },
    ],
    image: { src: '/images/nav/lumen.svg', alt: 'Le chargeur solaire pliable Lumen' },
  },
  iffer: {
    title: `${brand} Iffer`,
    titleHref: paths.iffer,
    summary: 'Notre plateforme intégrée.',
    items: [
      { label: 'Vue d’ensemble', href: paths.iffer },
      { label: 'Technologie', href: paths.iffer },
    ],
    image: {
      src: '/images/nav/iffer.svg',
      alt: 'Fenêtre du tableau de bord de la plateforme Iffer',
    },
  },
  edge: {
    title: `${brand} Edge`,
    titleHref: paths.edge,
    summary: 'Edge computing : l’inférence IA là où naissent les données.',
    items: [
      { label: 'Vue d’ensemble', href: site.links.edgeSite, external: true },
      { label: 'Fonctionnalités', href: site.links.edgeSite, external: true },
    ],
    image: {
      src: '/images/nav/edge.svg',
      alt: 'Module d’edge computing relié à des appareils connectés',
    },
  },
} satisfies Translation<typeof en.productMenus>;
