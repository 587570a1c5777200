/** Modern Standard Arabic copy of content/en/home.ts. */
import { paths } from '~/config/paths';
import type { Action, ImageSlide } from '~/content/types/shapes';
import type { Translation } from '~/content/types/translation';
import { BRANDS_ANCHOR } from '../en/home';
import type * as en from '../en/home';

export { BRANDS_ANCHOR } from '../en/home';

/** spec §2: hero, anchor `home`. Headline and lead are pageIntros['/'] (content/ar/pages.ts). */
export const homeHero = {
  eyebrow: 'عتاد ذكاء اصطناعي في خدمة الإنسانية',
  carouselLabel: 'عتادنا',
  slides: [
    {
      src: '/images/home/hero-processor.svg',
      alt: 'شريحة معالج ذكاء اصطناعي متوهجة على لوحة إلكترونية',
      title: 'معالجات الذكاء الاصطناعي',
      width: 640,
      height: 480,
    },
    {
      src: '/images/home/hero-health-patch.svg',
      alt: 'لصقة صحية ذكية رقيقة ترسل قراءة النبض إلى هاتف',
      title: 'اللصقة الصحية الذكية',
      width: 640,
      height: 480,
    },
    {
      src: '/images/home/hero-solar.svg',
      alt: 'جهاز يعمل بالطاقة الشمسية يُشحن تحت أشعة الشمس',
      title: 'أجهزة تعمل بالطاقة الشمسية',
      width: 640,
      height: 480,
    },
  ] satisfies ImageSlide[],
  primary: { label: 'استكشاف المنتجات', href: `#${BRANDS_ANCHOR}` } satisfies Action,
  secondary: {
    label: 'اعرفوا المزيد',
    context: 'عن عتاد الذكاء الاصطناعي',
    href: paths.learn,
  } satisfies Action,
} as const satisfies Translation<typeof en.homeHero>;
