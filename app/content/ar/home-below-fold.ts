/** Modern Standard Arabic copy of content/en/home-below-fold.ts. */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type {
  Action,
  Brand,
  ChecklistItem,
  FeatureCard,
  Pillar,
  SizedImage,
} from '~/content/types/shapes';
import type { Translation } from '~/content/types/translation';
import type * as en from '../en/home-below-fold';
import { BRANDS_ANCHOR } from './home';

/** spec §1: mission statement. */
export const homeMission = {
  headingId: 'mission-title',
  eyebrow: 'رسالتنا',
  statement: 'نبني ذكاءً اصطناعيًا يخدم رفاه الإنسانية على المدى البعيد.',
  detail:
    'نصمّم كل جهاز نصنعه ليحافظ على صحة الناس، ويستهلك طاقة أقل، ويدوم مدة أطول، حتى تترك الآلات الذكية العالم أفضل مما وجدته.',
} as const satisfies Translation<typeof en.homeMission>;

/** spec §2: 'Our Brands' logo strip; each logo links to its page. */
export const homeBrands = {
  id: BRANDS_ANCHOR,
  headingId: 'brands-title',
  heading: 'علاماتنا التجارية',
  lead: 'شركة واحدة وعائلة من المنتجات الذكية.',
  pauseLabel: 'إيقاف حركة الشعارات',
  playLabel: 'تشغيل حركة الشعارات',
  brands: [
    {
      name: 'TrapTerra demos',
      href: paths.demos,
      logo: logo('trapterra', 'TrapTerra: عروض المنتجات التوضيحية'),
    },
    { name: 'Lumen', href: paths.lumen, logo: logo('lumen', 'شاحن Lumen الشمسي المحمول') },
    {
      name: 'Edge',
      href: paths.edge,
      logo: logo('edge', `الحوسبة الطرفية ${site.productBrand} Edge`),
    },
    { name: 'Optimus', href: paths.optimus, logo: logo('optimus', 'لصقة Optimus الصحية الذكية') },
    { name: 'Scanova', href: paths.scanova, logo: logo('scanova', 'منقّي الهواء الذكي Scanova') },
    { name: 'Iffer', href: paths.iffer, logo: logo('iffer', 'منصة Iffer') },
  ] satisfies Brand[],
} as const satisfies Translation<typeof en.homeBrands>;

function logo(file: string, alt: string): SizedImage {
  return { src: `/images/brands/${file}.svg`, alt, width: 160, height: 48 };
}

/** spec §1: 'Our AI Vision' with four numbered pillars. */
export const homeVision = {
  headingId: 'vision-title',
  eyebrow: 'إلى أين نتجه',
  heading: 'رؤيتنا للذكاء الاصطناعي',
  lead: 'أربعة التزامات توجّه كل منتج نصمّمه.',
  pillars: [
    {
      title: 'أجهزة مدعومة بالذكاء الاصطناعي',
      description: 'عتاد للاستخدام اليومي يفهم محيطه ويتكيّف مع الأشخاص الذين يستخدمونه.',
    },
    {
      title: 'حوسبة الجيل القادم',
      description: 'معالجات عالية الكفاءة تنقل ذكاء مراكز البيانات إلى أجهزة تحملونها في أيديكم.',
    },
    {
      title: 'الذكاء المتصل',
      description: 'أجهزة تتبادل ما تتعلّمه بأمان، فتزداد كل وحدة ذكاءً مع مرور الوقت.',
    },
    {
      title: 'البحث والابتكار',
      description: 'بحث متواصل مع الجامعات والشركاء، من المستشعرات إلى أنظمة التعلّم.',
    },
  ] satisfies Pillar[],
} as const satisfies Translation<typeof en.homeVision>;

/** spec §1: feature list. */
export const homeFeatures = {
  id: 'features',
  headingId: 'features-title',
  eyebrow: 'داخل عتادنا',
  heading: 'مصمَّم للذكاء',
  lead: 'اللبنات الأساسية التي تجعل آلاتنا سريعة ومتجاوبة ومتصلة.',
  items: [
    {
      title: 'وحدات المعالجة العصبية',
      description: 'رقائق سيليكون مخصّصة تشغّل الشبكات العصبية أسرع بكثير من معالج عام الأغراض.',
    },
    {
      title: 'استدلال الذكاء الاصطناعي في الوقت الفعلي',
      description: 'قرارات في أجزاء من الثانية على الجهاز نفسه، دون ذهاب وإياب إلى السحابة.',
    },
    {
      title: 'الذكاء المتصل',
      description: 'روابط آمنة بين الأجهزة والتطبيقات ولوحات المتابعة تُبقي المعلومات متدفقة.',
    },
    {
      title: 'أداء الجيل القادم',
      description: 'قدرة حوسبة أكبر لكل واط، فتعمل الأجهزة مدة أطول على البطاريات والطاقة الشمسية.',
    },
  ] satisfies ChecklistItem[],
  image: {
    src: '/images/home/features-npu-ar.svg',
    alt: 'مخطط لوحدة معالجة عصبية متصلة بمستشعرات وهاتف والسحابة',
    width: 560,
    height: 420,
  } satisfies SizedImage,
} as const satisfies Translation<typeof en.homeFeatures>;

/** spec §1, §9: feature cards and their figures (10x, 50%, infinite scale). */
export const homeCards = {
  id: 'performance',
  headingId: 'performance-title',
  eyebrow: 'لماذا عتادنا',
  heading: 'أداء بلا تنازلات',
  cards: [
    {
      icon: 'bolt',
      title: 'أداء فائق',
      figure: '10x',
      figureLabel: 'زيادة في سرعة المعالجة',
      description:
        'تسريع مخصّص للذكاء الاصطناعي يعالج أحمال العمل أسرع بعشر مرات من العتاد التقليدي.',
    },
    {
      icon: 'leaf',
      title: 'موفّر للطاقة',
      figure: '50%',
      figureLabel: 'استهلاك أقل للطاقة',
      description: 'دوائر محسّنة وإدارة ذكية للطاقة تخفّضان استهلاكها إلى النصف لإنجاز العمل نفسه.',
    },
    {
      icon: 'infinity',
      title: 'قابلية توسّع لا محدودة',
      figure: { icon: 'infinity', name: 'ما لا نهاية' },
      figureLabel: 'نمو بلا حدود',
      description:
        'توسّع معياري من وحدة واحدة إلى تجهيزات مراكز البيانات: ابدؤوا على نطاق صغير وتوسّعوا دون استبدال ما لديكم.',
    },
  ] satisfies FeatureCard[],
} as const satisfies Translation<typeof en.homeCards>;

/** spec §2: anchor `demo` (the header's Try Demo button). */
export const homeDemo = {
  id: 'demo',
  headingId: 'demo-title',
  heading: 'شاهدوا ذكاءنا الاصطناعي أثناء العمل',
  text: 'اكتشفوا في عروض منتجاتنا TrapTerra للزراعة، و OPTIMUS للطاقة، و MediScan AI للرعاية الصحية.',
  actions: [
    { label: 'مشاهدة عروض المنتجات', href: paths.demos },
    { label: 'اتصلوا بنا', href: paths.contact },
  ] satisfies Action[],
} as const satisfies Translation<typeof en.homeDemo>;
