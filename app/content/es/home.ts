/** Spanish copy of content/en/home.ts. */
import { paths } from '~/config/paths';
import type { Action, ImageSlide } from '~/content/types/shapes';
import type * as en from '../en/home';
import type { Translation } from '~/content/types/translation';
import { BRANDS_ANCHOR } from '../en/home';

export { BRANDS_ANCHOR } from '../en/home';

/** spec §2: hero, anchor `home`. Headline and lead are pageIntros['/'] (content/es/pages.ts). */
export const homeHero = {
  eyebrow: 'Hardware de IA al servicio de la humanidad',
  carouselLabel: 'Nuestro hardware',
  slides: [
    {
      src: '/images/home/hero-processor.svg',
      alt: 'Un chip procesador de IA que brilla sobre una placa de circuito',
      title: 'Procesadores de IA',
      width: 640,
      height: 480,
    },
    {
      src: '/images/home/hero-health-patch.svg',
      alt: 'Un fino parche inteligente de salud que envía una lectura del pulso a un teléfono',
      title: 'Parche inteligente de salud',
      width: 640,
      height: 480,
    },
    {
      src: '/images/home/hero-solar.svg',
      alt: 'Un dispositivo alimentado por energía solar cargándose bajo el sol',
      title: 'Dispositivos solares',
      width: 640,
      height: 480,
    },
  ] satisfies ImageSlide[],
  primary: { label: 'Explorar productos', href: `#${BRANDS_ANCHOR}` } satisfies Action,
  secondary: {
    label: 'Más información',
    context: 'sobre el hardware de IA',
    href: paths.learn,
  } satisfies Action,
} as const satisfies Translation<typeof en.homeHero>;
