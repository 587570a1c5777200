/** Modern Standard Arabic copy of content/en/lumen.ts. */
import { formatMoney, formatNumber } from '@common/i18n';
import { site } from '@common/site';
import { documentPaths, paths } from '~/config/paths';
import type {
  InfoCard,
  PageHeaderItem,
  PresentationDeck,
  ProductSlide,
} from '~/content/types/shapes';
import type { Translation } from '~/content/types/translation';
import { LUMEN_PRICE_USD } from '../en/lumen';
import type * as en from '../en/lumen';

export { LUMEN_PRICE_USD } from '../en/lumen';

const art = (src: string, alt: string) => ({ src, alt, width: 480, height: 360 });
const view = (src: string, alt: string) => ({ src, alt, width: 320, height: 320 });

export const lumenContent = {
  /** schema.org Product of the page (lib/meta.ts pageMeta; price in USD, spec §9). */
  product: { name: 'Lumen', priceUsd: LUMEN_PRICE_USD },
  header: {
    label: 'Lumen',
    logoHref: paths.home,
    items: [
      { label: 'الرئيسية', href: paths.home },
      { label: 'المزايا', href: '#features' },
      { label: 'اتصلوا بنا', href: '#contact' },
      {
        label: 'تحميل العرض التقديمي (PDF، بالإنجليزية)',
        href: documentPaths.lumenDeck,
        download: true,
      },
    ] satisfies readonly PageHeaderItem[],
  },
  hero: {
    label: 'أبرز مزايا Lumen',
    eyebrow: 'شاحن Lumen الشمسي المحمول',
    slides: [
      {
        title: 'Lumen',
        tagline: 'طاقة شمسية محمولة، بذكاء',
        description:
          'شاحن شمسي قابل للطي بقدرة 100W وبطارية خارجية في جهاز واحد، لا يتجاوز وزنه 2.5 kg.',
        image: art(
          '/images/lumen/lumen.svg',
          'Lumen: لوحان شمسيان قابلان للطي تحت الشمس، موصولان بكابل إلى وحدة طاقة كهرمانية اللون',
        ),
        features: ['قدرة شمسية 100W', '2.5 kg', 'ألواح قابلة للطي'],
      },
      {
        title: 'شحن ذكي',
        tagline: 'كل واط حيث تكون الحاجة إليه',
        description:
          'يستخلص تتبّع MPPT ما يصل إلى 98% من قدرة اللوح، ويشحن USB-C PD الحواسيب المحمولة والهواتف بسرعة.',
        image: art('/images/lumen/charging.svg', 'وحدة طاقة Lumen تشحن هاتفًا بسرعة عبر كابل USB-C'),
        features: ['كفاءة MPPT حتى 98%', 'USB-C PD 100W+', 'توقّع الأعطال بالذكاء الاصطناعي'],
      },
      {
        title: 'جاهز للعمل خارج الشبكة',
        tagline: 'الطاقة أينما أشرقت الشمس',
        description:
          'من المخيّمات إلى العيادات النائية، يُبقي Lumen الأجهزة الأساسية تعمل دون الشبكة الكهربائية.',
        image: art('/images/lumen/off-grid.svg', 'خيمة ولوح Lumen في الجبال تحت شمس ساطعة'),
        features: [
          'لا حاجة إلى الشبكة الكهربائية',
          'مقاوم للعوامل الجوية',
          'خفض تكاليف الطاقة بنسبة 90%',
        ],
      },
    ] satisfies readonly ProductSlide[],
  },
  demo: {
    id: 'demo',
    headingId: 'demo-heading',
    heading: 'عرض المنتج',
    lead: 'Lumen من كل الجوانب.',
    views: [
      {
        label: 'منظر أمامي',
        image: view(
          '/images/lumen/view-front.svg',
          'واجهة وحدة Lumen: الشاشة وزر التشغيل وثلاثة منافذ',
        ),
      },
      {
        label: 'منظر خلفي',
        image: view(
          '/images/lumen/view-back.svg',
          'الجهة الخلفية لوحدة Lumen: زعانف التبريد وموصل اللوح',
        ),
      },
      {
        label: 'منظر جانبي',
        image: view(
          '/images/lumen/view-side.svg',
          'جانب وحدة Lumen: منفذا USB ومدخل التيار المستمر (DC)',
        ),
      },
    ],
  },
  features: {
    id: 'features',
    headingId: 'features-heading',
    heading: 'المزايا والأرقام',
    lead: 'ما يقدّمه Lumen، بالأرقام.',
    cards: [
      {
        title: 'القدرة الشمسية',
        description: 'ألواح أحادية البلورة عالية الكفاءة.',
        tag: '100W',
      },
      { title: 'الوزن', description: 'خفيف بما يكفي لحمله إلى أي مكان.', tag: '2.5 kg' },
      {
        title: 'كفاءة MPPT',
        description: 'منظّم شحن بتتبّع نقطة القدرة القصوى.',
        tag: 'حتى 98%',
      },
      {
        title: 'الشحن السريع',
        description: 'USB-C Power Delivery للحواسيب المحمولة والهواتف.',
        tag: 'USB-C PD 100W+',
      },
      {
        title: 'توقّع الأعطال',
        description: 'يرصد الذكاء الاصطناعي أعطال البطارية واللوح قبل وقوعها.',
        tag: 'قبل 24 إلى 72 ساعة',
      },
      {
        title: 'توفير الطاقة',
        description: 'يخفّض فاتورة الطاقة في المواقع غير الموصولة بالشبكة.',
        tag: 'خفض تكاليف الطاقة بنسبة 90%',
      },
      {
        title: 'هواء أنقى',
        description: 'الاستغناء عن مولّدات الديزل يحسّن جودة الهواء محليًا.',
        tag: 'تحسين جودة الهواء بنسبة 95%',
      },
      {
        title: 'السوق',
        description: 'سوق الطاقة الشمسية المحمولة الذي نستهدفه.',
        tag: 'سوق بقيمة 15 مليار دولار',
      },
    ] satisfies readonly InfoCard[],
  },
  pricing: {
    id: 'pricing',
    headingId: 'pricing-heading',
    heading: 'سعر الجهاز',
    lead: 'سعر واحد يشمل كل شيء: الألواح ووحدة الطاقة والكابلات.',
    prices: [
      { amount: formatNumber('ar', LUMEN_PRICE_USD), currency: 'USD' },
      { amount: formatNumber('ar', 40000), currency: 'DZD' },
    ],
    cta: { label: 'اطلبوه عبر صفحة الاتصال', href: paths.contact },
  },
  components: {
    id: 'components',
    headingId: 'components-heading',
    heading: 'مكوّنات العتاد',
    lead: 'سبعة مكوّنات مصمَّمة لتعمل معًا.',
    cards: [
      {
        title: 'ألواح شمسية أحادية البلورة',
        description: 'لوحان قابلان للطي بقدرة 100W.',
      },
      { title: 'منظّم شحن MPPT', description: 'كفاءة تحويل تصل إلى 98%.' },
      {
        title: 'بطارية ليثيوم فوسفات الحديد',
        description: 'آلاف دورات الشحن، وكيمياء آمنة.',
      },
      { title: 'وحدة USB-C PD', description: 'شحن سريع بقدرة 100W+ للحواسيب المحمولة.' },
      { title: 'شريحة مراقبة بالذكاء الاصطناعي', description: 'تتوقّع الأعطال قبل 24 إلى 72 ساعة.' },
      { title: 'الشاشة وأزرار التحكم', description: 'مستوى الشحن والمدخلات والمخرجات في لمحة.' },
      { title: 'هيكل مقاوم للعوامل الجوية', description: 'غلاف متين مع زعانف تبريد سلبي.' },
    ],
  },
  download: {
    id: 'download',
    headingId: 'download-heading',
    heading: 'حمّلوا العرض التقديمي لـ Lumen',
    lead: 'العرض التقديمي الكامل بالمواصفات والسوق والأسعار.',
    label: 'تحميل العرض التقديمي (PDF، بالإنجليزية)',
    href: documentPaths.lumenDeck,
  },
  contact: {
    id: 'contact',
    headingId: 'contact-heading',
    heading: 'اتصلوا بنا',
    lead: 'للأسئلة أو التوزيع أو الطلبات بالجملة: راسلونا.',
    email: site.emails.sales,
    phone: site.phone,
    links: [{ label: 'استمارة الاتصال', href: paths.contact }],
  },
  footer: {
    tagline: 'Lumen: طاقة شمسية تستبق الأحداث.',
    links: [
      { label: 'الرئيسية', href: paths.home },
      { label: 'المزايا', href: '#features' },
      { label: 'اتصلوا بنا', href: paths.contact },
    ],
  },
} as const satisfies Translation<typeof en.lumenContent>;

/** The Lumen pitch deck (the PDF itself is generated in English). */
export const lumenDeck: PresentationDeck = {
  path: documentPaths.lumenDeck,
  title: 'العرض التقديمي لـ Lumen',
  subtitle: 'الشاحن الشمسي المحمول لطاقة ذكية خارج الشبكة الكهربائية',
  accent: '#d97706',
  art: '/images/lumen/lumen.svg',
  problem: {
    heading: 'المشكلة',
    points: [
      'مئات الملايين من الناس وعيادات كثيرة يعيشون مع كهرباء غير موثوقة.',
      'مولّدات الديزل مكلفة وصاخبة وتلوّث الهواء.',
      'الشواحن المحمولة إما أضعف من أن تشحن الحواسيب المحمولة وإما أثقل من أن تُحمل.',
    ],
  },
  solution: {
    heading: 'حلّنا: Lumen',
    points: lumenContent.components.cards.map(
      (item, i) => `${i + 1}. ${item.title}: ${item.description}`,
    ),
  },
  figures: {
    heading: 'أرقام رئيسية',
    items: [
      ...lumenContent.features.cards.map((card) => ({ value: card.tag, label: card.title })),
      { value: formatMoney('ar', LUMEN_PRICE_USD, 'USD'), label: 'سعر الجهاز' },
      { value: formatMoney('ar', 40000, 'DZD'), label: 'سعر الجهاز في الجزائر' },
    ],
  },
} satisfies Translation<typeof en.lumenDeck>;
