/**
 * Spanish copy of content/en/header-menus.ts. The presentations are PDFs in English
 * only, and their labels say so.
 */
import { site } from '@common/site';
import { documentPaths, paths } from '~/config/paths';
import type { ProductId, ProductMenu } from '~/content/types/shapes';

const brand = site.productBrand;

/** spec §2: the product dropdowns. Download Presentation points at the final PDF paths. */
export const productMenus: Record<ProductId, ProductMenu> = {
  optimus: {
    title: `${brand} Optimus`,
    titleHref: paths.optimus,
    summary:
      'Parche inteligente ultrafino para monitorizar el flujo sanguíneo microvascular y la salud.',
    items: [
      { label: 'Descripción general', href: paths.optimus },
      { label: 'Tecnología', href: paths.optimus },
      { label: 'Descargar presentación (en inglés)', href: documentPaths.optimusDeck },
    ],
    image: { src: '/images/nav/optimus.svg', alt: 'Parche inteligente Optimus en una muñeca' },
  },
  scanova: {
    title: `${brand} Scanova`,
    titleHref: paths.scanova,
    summary: 'Purificador de aire inteligente con IA y energía solar.',
    items: [
      { label: 'Equipo', href: paths.scanova },
      { label: 'Características', href: paths.scanova },
      { label: 'Descargar presentación (en inglés)', href: documentPaths.scanovaDeck },
    ],
    image: {
      src: '/images/nav/scanova.svg',
      alt: 'Purificador de aire Scanova con un panel solar',
    },
  },
  lumen: {
    title: `${brand} Lumen`,
    titleHref: paths.lumen,
    summary: 'Cargador solar portátil.',
    items: [
      { label: 'Descripción general', href: paths.lumen },
      { label: 'Características', href: paths.lumen },
      { label: 'Descargar presentación (en inglés)', href: documentPaths.lumenDeck },
    ],
    image: { src: '/images/nav/lumen.svg', alt: 'Cargador solar plegable Lumen' },
  },
  iffer: {
    title: `${brand} Iffer`,
    titleHref: paths.iffer,
    summary: 'Nuestra plataforma integrada.',
    items: [
      { label: 'Descripción general', href: paths.iffer },
      { label: 'Tecnología', href: paths.iffer },
    ],
    image: { src: '/images/nav/iffer.svg', alt: 'Ventana del panel de la plataforma Iffer' },
  },
  edge: {
    title: `${brand} Edge`,
    titleHref: paths.edge,
    summary: 'Computación en el borde: inferencia de IA donde se generan los datos.',
    items: [
      { label: 'Descripción general', href: site.links.edgeSite, external: true },
      { label: 'Características', href: site.links.edgeSite, external: true },
    ],
    image: {
      src: '/images/nav/edge.svg',
      alt: 'Módulo de computación en el borde con dispositivos conectados',
    },
  },
};
