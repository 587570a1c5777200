/** Modern Standard Arabic copy of content/en/scanova.ts. */
import { site } from '@common/site';
import { documentPaths, paths } from '~/config/paths';
import type {
  BrandMark,
  InfoCard,
  PageHeaderItem,
  PresentationDeck,
  Prototype,
} from '~/content/types/shapes';
import type { Translation } from '~/content/types/translation';
import type * as en from '../en/scanova';

const logo: BrandMark = {
  label: 'الصفحة الرئيسية لـ Scanova',
  src: '/images/scanova/logo.svg',
  // spec §8: the header logo falls back to a local default logo.
  fallbackSrc: '/images/scanova/logo-default.svg',
  width: 160,
  height: 40,
};

export const scanovaContent = {
  header: {
    label: 'Scanova',
    logo,
    logoHref: paths.home,
    items: [
      { label: 'الفريق', href: '#team' },
      {
        label: 'العرض التقديمي (PDF، بالإنجليزية)',
        href: documentPaths.scanovaDeck,
        download: true,
      },
      { label: 'LinkedIn', href: site.links.linkedinCompany, external: true },
    ] satisfies readonly PageHeaderItem[],
  },
  hero: {
    eyebrow: 'Scanova',
    heading: 'منقٍّ ذكي للهواء مدعوم بالذكاء الاصطناعي',
    lead: 'يرصد Scanova الهواء من حولكم، ويتعلّم خصائص محيطكم، وينقّيه بالطاقة الشمسية، ليكون كل نفَس تأخذونه أكثر صحة.',
    explore: { label: 'استكشاف المزايا', href: '#frameworks' },
    demo: { label: 'مشاهدة العرض', href: '#presentation' },
    image: {
      src: '/images/scanova/purifier.svg',
      alt: 'منقّي الهواء Scanova: برج أبيض يعلوه لوح شمسي وحلقة حالة مضيئة',
      width: 360,
      height: 400,
    },
  },
  readings: {
    headingId: 'live-readings-heading',
    heading: 'قراءات مباشرة',
    note: 'بيانات عرض محاكاة، تتجدّد كل 3 ثوانٍ.',
    air: {
      heading: 'جودة الهواء',
      aqiLabel: 'مؤشر جودة الهواء',
      labels: {
        pm25: 'PM2.5 (µg/m³)',
        pm10: 'PM10 (µg/m³)',
        co2: 'CO₂ (ppm)',
        humidity: 'الرطوبة (%)',
        temperature: 'درجة الحرارة (°C)',
        voc: 'المركبات العضوية المتطايرة (mg/m³)',
      },
    },
    respiratory: {
      heading: 'صحة الجهاز التنفسي',
      scoreLabel: 'مؤشر صحة التنفس',
      allergenLabel: 'مستوى مسببات الحساسية',
      asthmaLabel: 'خطر الربو',
      /** The simulated respiratory readings stay put (spec §3: allergen Low, asthma risk Minimal). */
      allergenValue: 'منخفض',
      asthmaValue: 'ضئيل',
      recommendations: [
        'جودة الهواء جيدة: يوم مناسب لفتح النوافذ بعض الوقت.',
        'أبقوا المنقّي على الوضع التلقائي ليلًا للحصول على أفضل ظروف النوم.',
      ],
    },
    power: {
      heading: 'الطاقة الشمسية',
      solarLabel: 'الإنتاج الشمسي (%)',
      batteryLabel: 'البطارية (%)',
      consumptionLabel: 'الاستهلاك (W)',
      autonomyLabel: 'الاستقلالية (ساعات)',
    },
  },
  prototypes: {
    id: 'prototypes',
    headingId: 'prototypes-heading',
    heading: 'من النموذج الأولي إلى المنتج',
    lead: 'أربعة أجيال، يضيف كل منها مزيدًا من الذكاء.',
    label: 'النماذج الأولية لـ Scanova',
    items: [
      {
        src: '/images/scanova/prototype-v1.svg',
        title: 'V1',
        desc: 'تموضع أساسي',
        alt: 'النموذج الأولي V1: صندوق تنقية بسيط بمستشعر واحد',
      },
      {
        src: '/images/scanova/prototype-v2.svg',
        title: 'V2',
        desc: 'دمج مستشعرات متعددة',
        alt: 'النموذج الأولي V2: المنقّي موصول بوحدتي استشعار خارجيتين',
      },
      {
        src: '/images/scanova/prototype-v3.svg',
        title: 'V3',
        desc: 'تحسين يقوده الذكاء الاصطناعي',
        alt: 'النموذج الأولي V3: المنقّي مزوّد بشريحة ذكاء اصطناعي وخطوط اتجاه صاعدة',
      },
      {
        src: '/images/scanova/prototype-v4.svg',
        title: 'V4',
        desc: 'نظام تعلّم متكامل',
        alt: 'النموذج الأولي V4: المنقّي في قلب شبكة من أربع عُقد تعلّم',
      },
    ] satisfies readonly Prototype[],
  },
  frameworks: {
    id: 'frameworks',
    headingId: 'frameworks-heading',
    heading: 'الأطر الوظيفية',
    lead: 'أربعة أطر تعمل معًا داخل كل جهاز Scanova.',
    cards: [
      {
        title: 'استشعار الهواء',
        description:
          'الجسيمات وثاني أكسيد الكربون (CO₂) والرطوبة ودرجة الحرارة والمركبات العضوية المتطايرة، تُقاس باستمرار.',
      },
      {
        title: 'إدارة الطاقة الشمسية',
        description: 'لوح شمسي وبطارية ذكية يُبقيان المنقّي يعمل خارج الشبكة الكهربائية.',
      },
      {
        title: 'المراقبة الصحية',
        description:
          'مؤشرات التنفس ومستويات مسببات الحساسية وخطر الربو، مستخلَصة من الهواء الذي تتنفسونه.',
      },
      {
        title: 'التشخيص الذاتي والأمان',
        description: 'اختبارات ذاتية، ومتابعة عمر المرشّح، وبيانات مشفّرة وخاصة.',
      },
    ] satisfies readonly InfoCard[],
  },
  subsystems: {
    id: 'subsystems',
    headingId: 'subsystems-heading',
    heading: 'الأنظمة الفرعية',
    lead: 'العتاد الذي تقوم عليه الأطر.',
    cards: [
      {
        title: 'مصفوفة المستشعرات',
        description:
          'عدّاد جسيمات بالليزر، ومستشعر CO₂ بتقنية NDIR، ومستشعرات للمركبات العضوية المتطايرة والمناخ.',
        tag: '6 مستشعرات',
      },
      {
        title: 'وحدة الترشيح',
        description: 'مرشّح أولي ومرحلتا HEPA والكربون المنشّط، مع مروحة متغيرة السرعة.',
        tag: 'HEPA',
      },
      {
        title: 'وحدة الطاقة',
        description: 'لوح شمسي ومنظّم MPPT وبطارية ليثيوم.',
        tag: 'استقلالية 18 ساعة',
      },
      {
        title: 'لوحة التحكم',
        description: 'معالج ذكاء اصطناعي طرفي مع Wi-Fi و Bluetooth للتطبيق والتحديثات.',
        tag: 'Edge AI',
      },
    ] satisfies readonly InfoCard[],
  },
  aiLayer: {
    id: 'ai-layer',
    headingId: 'ai-layer-heading',
    heading: 'طبقة الذكاء الاصطناعي',
    lead: 'نماذج مدمجة في الجهاز تحوّل القراءات إلى قرارات.',
    points: [
      'يتوقّع ذروات التلوث من الأنماط اليومية ويضبط المروحة قبل حدوثها.',
      'يوازن بين التنقية والطاقة الشمسية الواردة ومستوى البطارية.',
      'يتعلّم الغرف والساعات الأهم بالنسبة إلى من يعيشون في المكان.',
      'ينبّه إلى انحراف المستشعرات وتآكل المرشّحات قبل أن يؤثرا في الهواء.',
    ],
  },
  architecture: {
    id: 'architecture',
    headingId: 'architecture-heading',
    heading: 'بنية النظام',
    lead: 'كيف تتدفق البيانات داخل Scanova.',
    stepLabel: 'الخطوة',
    steps: [
      { title: 'الاستشعار', description: 'تأخذ المستشعرات عيّنات من الهواء كل بضع ثوانٍ.' },
      {
        title: 'التحليل',
        description: 'يقيّم الذكاء الاصطناعي الطرفي جودة الهواء والمخاطر الصحية.',
      },
      { title: 'التصرّف', description: 'تتكيّف سرعة المروحة والترشيح تلقائيًا.' },
      { title: 'الطاقة', description: 'توازن إدارة الطاقة بين الطاقة الشمسية والبطارية.' },
      { title: 'الإبلاغ', description: 'يعرض التطبيق القراءات والتوصيات.' },
    ],
  },
  example: {
    id: 'example',
    headingId: 'example-heading',
    heading: 'مثال من الواقع',
    body: 'في قسم دراسي يضم 30 تلميذًا، يرتفع CO₂ بسرعة بعد الحصة الأولى. يرصد Scanova هذا الارتفاع، فيزيد سرعة مروحته ويقترح فتح نافذة أثناء الاستراحة. وبحلول فترة ما بعد الظهر يعود مستوى الغرفة إلى ما دون 600 ppm، ويكون المنقّي قد عمل طوال اليوم بطاقة الشمس.',
    figures: [
      { value: '30', label: 'تلميذًا في القسم' },
      { value: '< 600 ppm', label: 'مستوى CO₂ بعد الظهر' },
      { value: '100%', label: 'بالطاقة الشمسية' },
    ],
  },
  team: {
    id: 'team',
    headingId: 'team-heading',
    heading: 'فريقنا',
    members: [
      {
        name: site.founder.name,
        role: 'المؤسس والرئيس التنفيذي',
        description:
          'يقود رؤية Scanova، من أبحاث استشعار الهواء إلى المنتج العامل بالطاقة الشمسية.',
        portrait: { src: '/images/cv/portrait.svg', alt: '', width: 120, height: 120 },
        cv: { label: 'عرض السيرة الذاتية', href: paths.cv },
      },
    ],
  },
  presentation: {
    id: 'presentation',
    headingId: 'presentation-heading',
    heading: 'العرض التقديمي',
    lead: 'شاهدوا Scanova أثناء العمل.',
    placeholder: 'سيظهر العرض التفاعلي هنا.',
    startDemo: 'بدء العرض',
    startDemoNote: 'العرض المباشر غير متاح بعد.',
    deck: {
      label: 'تحميل العرض التقديمي (PDF، بالإنجليزية)',
      href: documentPaths.scanovaDeck,
    },
  },
  footer: {
    logo: { ...logo, label: 'Scanova', fallbackSrc: '/images/scanova/logo-default.svg' },
    tagline: 'هواء أنقى، بطاقة الشمس وتوجيه الذكاء الاصطناعي.',
    links: [
      { label: 'الرئيسية', href: paths.home },
      { label: 'الفريق', href: '#team' },
      { label: 'اتصلوا بنا', href: paths.contact },
    ],
  },
} as const satisfies Translation<typeof en.scanovaContent>;

/** The smart-air-purifier pitch deck (the PDF itself is generated in English). */
export const scanovaDeck: PresentationDeck = {
  path: documentPaths.scanovaDeck,
  title: 'العرض التقديمي لـ Scanova',
  subtitle: 'منقٍّ ذكي للهواء مدعوم بالذكاء الاصطناعي، يعمل بالطاقة الشمسية',
  accent: '#0f766e',
  art: '/images/scanova/purifier.svg',
  problem: {
    heading: 'المشكلة',
    points: [
      'كثيرًا ما يكون الهواء الداخلي أكثر تلوثًا من الهواء الخارجي، دون أن يلاحظ ذلك أحد.',
      'تعمل المنقّيات التقليدية دون رؤية، فتهدر الطاقة أو تفوّت ذروات التلوث.',
      'كثير من المنازل والمدارس والعيادات تعاني من كهرباء غير موثوقة.',
    ],
  },
  solution: {
    heading: 'حلّنا: Scanova',
    points: [
      ...scanovaContent.frameworks.cards.map((card) => `${card.title}: ${card.description}`),
      ...scanovaContent.prototypes.items.map((p) => `${p.title}: ${p.desc}`),
    ],
  },
  figures: {
    heading: 'أرقام رئيسية',
    items: [
      { value: '28', label: 'مؤشر جودة الهواء الأولي في العرض المباشر' },
      { value: '85', label: 'مؤشر صحة التنفس' },
      { value: '85%', label: 'الإنتاج الشمسي' },
      { value: '92%', label: 'مستوى البطارية' },
      { value: '18 ساعة', label: 'استقلالية على البطارية' },
      { value: '500+', label: 'منشأة' },
      { value: '24/7', label: 'دعم' },
    ],
  },
} satisfies Translation<typeof en.scanovaDeck>;
