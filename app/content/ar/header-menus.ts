/** Modern Standard Arabic copy of content/en/header-menus.ts. */
import { site } from '@common/site';
import { documentPaths, paths } from '~/config/paths';
import type { ProductId, ProductMenu } from '~/content/types/shapes';
import type { Translation } from '~/content/types/translation';
import type * as en from '../en/header-menus';

const brand = site.productBrand;

/** spec §2: the product dropdowns. The presentations are PDFs in English; the labels say so. */
export const productMenus: Record<ProductId, ProductMenu> = {
  optimus: {
    title: `${brand} Optimus`,
    titleHref: paths.optimus,
    summary: 'لصقة ذكية فائقة الرقة لمراقبة تدفق الدم في الأوعية الدقيقة ومتابعة الصحة.',
    items: [
      { label: 'نظرة عامة', href: paths.optimus },
      { label: 'التقنية', href: paths.optimus },
      { label: 'تحميل العرض التقديمي (PDF، بالإنجليزية)', href: documentPaths.optimusDeck },
    ],
    image: { src: '/images/nav/optimus.svg', alt: 'لصقة Optimus الذكية على معصم' },
  },
  scanova: {
    title: `${brand} Scanova`,
    titleHref: paths.scanova,
    summary: 'منقٍّ ذكي للهواء بالذكاء الاصطناعي يعمل بالطاقة الشمسية.',
    items: [
      { label: 'الفريق', href: paths.scanova },
      { label: 'المزايا', href: paths.scanova },
      { label: 'تحميل العرض التقديمي (PDF، بالإنجليزية)', href: documentPaths.scanovaDeck },
    ],
    image: { src: '/images/nav/scanova.svg', alt: 'منقّي الهواء Scanova مع لوح شمسي' },
  },
  lumen: {
    title: `${brand} Lumen`,
    titleHref: paths.lumen,
    summary: 'شاحن شمسي محمول.',
    items: [
      { label: 'نظرة عامة', href: paths.lumen },
      { label: 'المزايا', href: paths.lumen },
      { label: 'تحميل العرض التقديمي (PDF، بالإنجليزية)', href: documentPaths.lumenDeck },
    ],
    image: { src: '/images/nav/lumen.svg', alt: 'شاحن Lumen الشمسي القابل للطي' },
  },
  iffer: {
    title: `${brand} Iffer`,
    titleHref: paths.iffer,
    summary: 'منصتنا المدمجة.',
    items: [
      { label: 'نظرة عامة', href: paths.iffer },
      { label: 'التقنية', href: paths.iffer },
    ],
    image: { src: '/images/nav/iffer.svg', alt: 'نافذة لوحة المتابعة في منصة Iffer' },
  },
  edge: {
    title: `${brand} Edge`,
    titleHref: paths.edge,
    summary: 'الحوسبة الطرفية: استدلال الذكاء الاصطناعي حيث تُنتَج البيانات.',
    items: [
      { label: 'نظرة عامة', href: site.links.edgeSite, external: true },
      { label: 'المزايا', href: site.links.edgeSite, external: true },
    ],
    image: { src: '/images/nav/edge.svg', alt: 'وحدة حوسبة طرفية متصلة بعدة أجهزة' },
  },
} satisfies Translation<typeof en.productMenus>;
