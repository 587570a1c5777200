/**
 * Landing page copy for the first screen (spec §1, §2 '/'): hero and mission. The sections
 * below the first screen are in home-below-fold.ts, loaded with them in their own chunk.
 */
import { paths } from '~/config/paths';
import type { Action, ImageSlide } from '~/content/types/shapes';

/** Anchor of the brands strip; 'Explore Products' scrolls there (spec's /product is not a route). */
export const BRANDS_ANCHOR = 'brands';

/** spec §2: hero, anchor `home`. Headline and lead are pageIntros['/'] (content/pages.ts). */
export const homeHero = {
  eyebrow: 'AI hardware for humanity',
  carouselLabel: 'Our hardware',
  slides: [
    {
      src: '/images/home/hero-processor.svg',
      alt: 'An AI processor chip glowing on a circuit board',
      title: 'AI processors',
      width: 640,
      height: 480,
    },
    {
      src: '/images/home/hero-health-patch.svg',
      alt: 'A thin smart health patch sending a pulse reading to a phone',
      title: 'Smart health patch',
      width: 640,
      height: 480,
    },
    {
      src: '/images/home/hero-solar.svg',
      alt: 'A solar-powered device charging under the sun',
      title: 'Solar-powered devices',
      width: 640,
      height: 480,
    },
  ] satisfies ImageSlide[],
  primary: { label: 'Explore Products', href: `#${BRANDS_ANCHOR}` } satisfies Action,
  secondary: {
    label: 'Learn More',
    context: 'about AI hardware',
    href: paths.learn,
  } satisfies Action,
} as const;
