/** French copy of content/en/home.ts. */
import { paths } from '~/config/paths';
import type { Action, ImageSlide } from '~/content/types/shapes';
import { BRANDS_ANCHOR } from '../en/home';
import type * as en from '../en/home';
import type { Translation } from '~/content/types/translation';

export { BRANDS_ANCHOR } from '../en/home';

export const homeHero = {
  eyebrow: 'Du matériel d’IA au service de l’humanité',
  carouselLabel: 'Notre matériel',
  slides: [
    {
      src: '/images/home/hero-processor.svg',
      alt: 'Une puce de processeur IA lumineuse sur un circuit imprimé',
      title: 'Processeurs IA',
      width: 640,
      height: 480,
    },
    {
      src: '/images/home/hero-health-patch.svg',
      alt: 'Un patch de santé intelligent et fin qui transmet une mesure du pouls à un téléphone',
      title: 'Patch de santé intelligent',
      width: 640,
      height: 480,
    },
    {
      src: '/images/home/hero-solar.svg',
      alt: 'Un appareil solaire en train de se recharger au soleil',
      title: 'Appareils solaires',
      width: 640,
      height: 480,
    },
  ] satisfies ImageSlide[],
  primary: { label: 'Voir nos produits', href: `#${BRANDS_ANCHOR}` } satisfies Action,
  secondary: {
    label: 'En savoir plus',
    context: 'sur le matériel d’IA',
    href: paths.learn,
  } satisfies Action,
} as const satisfies Translation<typeof en.homeHero>;
