/**
 * The product dropdowns' content (spec §2): title, items exactly as the spec lists them, and the
 * image of the 200 px panel. Separate from `header.ts` so it loads with the dropdown, not with
 * the first view. Download Presentation points at the final PDF paths.
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
    summary: 'Ultra-thin smart patch for microvascular blood-flow and health monitoring.',
    items: [
      { label: 'Overview', href: paths.optimus },
      { label: 'Technology', href: paths.optimus },
      { label: 'Download Presentation', href: documentPaths.optimusDeck },
    ],
    image: { src: '/images/nav/optimus.svg', alt: 'Optimus smart patch on a wrist' },
  },
  scanova: {
    title: `${brand} Scanova`,
    titleHref: paths.scanova,
    summary: 'Smart solar-powered AI air purifier.',
    items: [
      { label: 'Team', href: paths.scanova },
      { label: 'Features', href: paths.scanova },
      { label: 'Download Presentation', href: documentPaths.scanovaDeck },
    ],
    image: { src: '/images/nav/scanova.svg', alt: 'Scanova air purifier with a solar panel' },
  },
  lumen: {
    title: `${brand} Lumen`,
    titleHref: paths.lumen,
    summary: 'Portable solar charger.',
    items: [
      { label: 'Overview', href: paths.lumen },
      { label: 'Features', href: paths.lumen },
      { label: 'Download Presentation', href: documentPaths.lumenDeck },
    ],
    image: { src: '/images/nav/lumen.svg', alt: 'Lumen folding solar charger' },
  },
  iffer: {
    title: `${brand} Iffer`,
    titleHref: paths.iffer,
    summary: 'Our embedded platform.',
    items: [
      { label: 'Overview', href: paths.iffer },
      { label: 'Technology', href: paths.iffer },
    ],
    image: { src: '/images/nav/iffer.svg', alt: 'Iffer platform dashboard window' },
  },
  edge: {
    title: `${brand} Edge`,
    titleHref: paths.edge,
    summary: 'Edge computing: AI inference where the data is made.',
    items: [
      { label: 'Overview', href: site.links.edgeSite, external: true },
      { label: 'Features', href: site.links.edgeSite, external: true },
    ],
    image: { src: '/images/nav/edge.svg', alt: 'Edge computing module with connected devices' },
  },
};
