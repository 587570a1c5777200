/** German copy of content/en/home.ts. */
import { paths } from '~/config/paths';
import type { Action, ImageSlide } from '~/content/types/shapes';
import type * as en from '../en/home';
import type { Translation } from '~/content/types/translation';
import { BRANDS_ANCHOR } from '../en/home';

export { BRANDS_ANCHOR } from '../en/home';

/** spec §2: hero, anchor `home`. Headline and lead are pageIntros['/'] (content/de/pages.ts). */
export const homeHero = {
  eyebrow: 'KI-Hardware für die Menschheit',
  carouselLabel: 'Unsere Hardware',
  slides: [
    {
      src: '/images/home/hero-processor.svg',
      alt: 'Ein leuchtender KI-Prozessorchip auf einer Platine',
      title: 'KI-Prozessoren',
      width: 640,
      height: 480,
    },
    {
      src: '/images/home/hero-health-patch.svg',
      alt: 'Ein dünnes smartes Gesundheitspflaster, das einen Pulswert an ein Smartphone sendet',
      title: 'Smartes Gesundheitspflaster',
      width: 640,
      height: 480,
    },
    {
      src: '/images/home/hero-solar.svg',
      alt: 'Ein solarbetriebenes Gerät, das in der Sonne lädt',
      title: 'Solarbetriebene Geräte',
      width: 640,
      height: 480,
    },
  ] satisfies ImageSlide[],
  primary: { label: 'Produkte entdecken', href: `#${BRANDS_ANCHOR}` } satisfies Action,
  secondary: {
    label: 'Mehr erfahren',
    context: 'über KI-Hardware',
    href: paths.learn,
  } satisfies Action,
} as const satisfies Translation<typeof en.homeHero>;
