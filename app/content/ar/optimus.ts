/** Modern Standard Arabic copy of content/en/optimus.ts. */
import { site } from '@common/site';
import { documentPaths, paths } from '~/config/paths';
import type { InfoCard, PresentationDeck, ProductSlide } from '~/content/types/shapes';
import type { Translation } from '~/content/types/translation';
import type * as en from '../en/optimus';

const art = (src: string, alt: string) => ({ src, alt, width: 480, height: 360 });

export const optimusContent = {
  hero: {
    label: 'أبرز مزايا Optimus',
    eyebrow: 'لصقة Optimus الصحية الذكية',
    slides: [
      {
        title: 'Optimus',
        tagline: 'اللصقة الصحية الذكية فائقة الرقة',
        description:
          'لصقة غير جراحية بسماكة 0.5 mm، تراقب تدفق الدم في الأوعية الدقيقة بفضل بصريات العدسات الدقيقة ومستشعرات آمنة على الجلد.',
        image: art(
          '/images/optimus/patch.svg',
          'لصقة Optimus على الجلد، ومستشعرات العدسات الدقيقة حول شريحة مركزية',
        ),
        features: ['بسماكة 0.5 mm', 'مستشعرات آمنة على الجلد', 'بصريات العدسات الدقيقة'],
      },
      {
        title: 'مراقبة متقدمة',
        tagline: 'دورتكم الدموية الدقيقة، مباشرة على هاتفكم',
        description:
          'تتدفق القراءات المتواصلة إلى التطبيق المرافق، مع استجابة للمستشعرات في 1 ms ومخططات واضحة لكل اتجاه.',
        image: art(
          '/images/optimus/monitoring.svg',
          'هاتف يعرض منحنى مباشرًا لتدفق الدم ومربعين لمؤشرات صحية',
        ),
        features: ['بيانات في الوقت الفعلي', 'استجابة في 1 ms', 'تطبيق مرافق'],
      },
      {
        title: 'رعاية صحية استباقية',
        tagline: 'ذكاء اصطناعي يرى التغيير قبل أن تشعروا به',
        description:
          'يتعلّم الذكاء الاصطناعي المدمج في الجهاز حالتكم المرجعية وينبّه مبكرًا إلى الأنماط غير المعتادة، لتتمكنوا أنتم وطبيبكم من التدخّل في وقت أبكر.',
        image: art(
          '/images/optimus/predictive.svg',
          'مخطط اتجاهات يرتفع فيه توقّع الذكاء الاصطناعي نحو رمز قلب',
        ),
        features: ['دقة 99.7%', 'تنبيهات مبكرة', 'بطارية 72 ساعة'],
      },
    ] satisfies readonly ProductSlide[],
    discoverMore: { label: 'اكتشفوا المزيد', href: '#concept' },
    scrollDown: { label: 'الانتقال إلى تجربة الهاتف المحمول', href: '#mobile-experience' },
  },
  nav: {
    label: 'في هذه الصفحة',
    sections: [
      { id: 'mobile-experience', label: 'الهاتف' },
      { id: 'concept', label: 'المفهوم' },
      { id: 'features', label: 'المزايا' },
      { id: 'technology', label: 'التقنية' },
      { id: 'benefits', label: 'الفوائد' },
      { id: 'contact', label: 'اتصلوا بنا' },
    ],
  },
  mobileExperience: {
    id: 'mobile-experience',
    headingId: 'mobile-experience-heading',
    heading: 'تجربة الهاتف المحمول',
    lead: 'يحوّل التطبيق المرافق الإشارات الضوئية الخام إلى معلومات تقرؤونها بلمحة.',
    cards: [
      {
        title: 'عرض مرئي في الوقت الفعلي',
        description: 'مخططات مباشرة لتدفق الدم والتروية ونظم القلب، تتحدّث مع كل قياس تجريه اللصقة.',
      },
      {
        title: 'واجهة سهلة الاستخدام',
        description:
          'مربعات واضحة وملخصات بلغة بسيطة بدل المصطلحات الطبية المعقدة؛ خط كبير وتباين عالٍ.',
      },
      {
        title: 'إشعارات ذكية',
        description:
          'تنبيهات هادئة عندما تبتعد قراءة ما عن حالتكم المرجعية، مع اقتراح لما ينبغي فعله بعد ذلك.',
      },
    ] satisfies readonly InfoCard[],
  },
  concept: {
    id: 'concept',
    headingId: 'concept-heading',
    heading: 'ملخص المفهوم',
    summary:
      'يجمع Optimus بين لصقة مرنة آمنة على الجلد، وبصريات العدسات الدقيقة، وذكاء اصطناعي مدمج في الجهاز، لمراقبة تدفق الدم في الأوعية الدقيقة دون إبر أو معدات ضخمة. وتنتقل البيانات إلى تطبيق مرافق على الهاتف المحمول يساعد الأشخاص وأطباءهم على رصد الاتجاهات مبكرًا.',
    checks: [
      'غير جراحية: لا إبر ولا انزعاج',
      'مراقبة متواصلة ليلًا ونهارًا',
      'تحليلات بالذكاء الاصطناعي على الجهاز وفي التطبيق',
      'مصمَّمة للمنزل والعيادة والرياضة',
    ],
  },
  features: {
    id: 'features',
    headingId: 'features-heading',
    heading: 'المزايا الرئيسية',
    lead: 'كل ذلك في لصقة أرقّ من بطاقة الائتمان.',
    cards: [
      {
        title: 'بصريات العدسات الدقيقة',
        description: 'مصفوفة من العدسات الدقيقة تصوّر تدفق الدم في الشعيرات عبر الجلد.',
        tag: 'سماكة 0.5 mm',
      },
      {
        title: 'التحليل بالذكاء الاصطناعي',
        description: 'نماذج مدرَّبة على أنماط الدورة الدموية الدقيقة تصنّف كل قراءة.',
        tag: 'دقة 99.7%',
      },
      {
        title: 'استجابة فورية',
        description: 'تأخذ المستشعرات العيّنات بسرعة تكفي لالتقاط كل موجة نبض.',
        tag: 'استجابة في 1 ms',
      },
      {
        title: 'بطارية تدوم طوال اليوم',
        description: 'إلكترونيات منخفضة الاستهلاك تُبقي اللصقة تعمل لأيام.',
        tag: 'بطارية 72 ساعة',
      },
      {
        title: 'مواد آمنة على الجلد',
        description: 'لاصق من الدرجة الطبية وطبقات مضادة للحساسية تسمح بمرور الهواء.',
        tag: 'مضادة للحساسية',
      },
      {
        title: 'دعم دائم',
        description: 'فريقنا يساعد العيادات والمستخدمين كلما احتاجوا إلى ذلك.',
        tag: 'دعم 24/7',
      },
    ] satisfies readonly InfoCard[],
  },
  technology: {
    id: 'technology',
    headingId: 'technology-heading',
    heading: 'التقنية',
    lead: 'من الإشارة الضوئية إلى المعلومة المفيدة، بمكوّنات تُبقي سعر اللصقة في المتناول.',
    stats: [
      { value: '0.5 mm', label: 'سماكة اللصقة' },
      { value: '1 ms', label: 'استجابة المستشعر' },
      { value: '99.7%', label: 'دقة الكشف' },
      { value: '72 ساعة', label: 'عمر البطارية' },
    ],
    pipeline: {
      heading: 'مراحل التطوير',
      steps: [
        { title: 'البحث', description: 'نماذج ضوئية لتدفق الدم في الشعيرات ولطبقات الجلد.' },
        { title: 'النموذج الأولي', description: 'لوحات اختبار صلبة، ثم أول لصقة مرنة.' },
        {
          title: 'التحقق السريري',
          description: 'دراسات مع عيادات شريكة بالمقارنة مع أجهزة مرجعية.',
        },
        { title: 'الإطلاق', description: 'لصقة معتمدة وتطبيق مرافق على نطاق واسع.' },
      ],
    },
    mvp: {
      heading: 'المكوّنات المقترحة للنسخة الأولية (MVP)',
      lead: 'التكلفة التقديرية للمكوّنات لكل وحدة:',
      columns: { part: 'المكوّن', cost: 'التكلفة التقديرية' },
      items: [
        { part: 'متحكم دقيق مزوّد بـ Bluetooth LE', cost: 'نحو 8 دولارات' },
        { part: 'مستشعر ضوئي لتدفق الدم', cost: 'أقل من 5 دولارات' },
        { part: 'بصريات العدسات الدقيقة', cost: 'نحو 10 دولارات' },
        { part: 'دارة مطبوعة مرنة (PCB)', cost: 'من 30 إلى 50 دولارًا للوحدة' },
        { part: 'بطارية رقيقة', cost: 'نحو 6 دولارات' },
        { part: 'طبقة لاصقة طبية', cost: 'أقل من دولار واحد للوحدة' },
      ],
      total: { label: 'المجموع التقديري', cost: 'من 60 إلى 80 دولارًا للوحدة' },
    },
    details: [
      {
        title: 'الاستشعار',
        description:
          'يكشف ضوء الأشعة تحت الحمراء القريبة عبر العدسات الدقيقة عن تدفق الدم في أصغر الأوعية.',
      },
      {
        title: 'المعالجة',
        description:
          'متحكم منخفض الاستهلاك يرشّح الإشارات ويشغّل نماذج ذكاء اصطناعي مدمجة على اللصقة.',
      },
      {
        title: 'الاتصال',
        description:
          'يرسل Bluetooth LE الملخصات إلى التطبيق؛ ولا تغادر البيانات الخام الجهاز أبدًا دون موافقتكم.',
      },
    ] satisfies readonly InfoCard[],
  },
  benefits: {
    id: 'benefits',
    headingId: 'benefits-heading',
    heading: 'الفوائد الصحية',
    lead: 'لماذا تهمّ المراقبة المتواصلة للأوعية الدموية الدقيقة.',
    cards: [
      {
        title: 'الكشف المبكر',
        description: 'رصد أبكر لتغيّرات الدورة الدموية المرتبطة بالسكري وأمراض القلب.',
      },
      {
        title: 'تعافٍ أفضل',
        description: 'متابعة الالتئام بعد الجراحة أو الإصابة دون زيارات متكررة للعيادة.',
      },
      {
        title: 'راحة البال',
        description: 'اعرفوا مؤشراتكم كل يوم، مع تنبيهات فقط عندما يكون الأمر مهمًا.',
      },
      {
        title: 'أطباء على اطّلاع',
        description: 'شاركوا تقارير واضحة عن الاتجاهات مع طبيبكم بلمسة واحدة.',
      },
    ] satisfies readonly InfoCard[],
  },
  contact: {
    id: 'contact',
    headingId: 'contact-heading',
    heading: 'تحدّثوا إلى فريق Optimus',
    lead: 'عيادات وباحثون وشركاء: يسعدنا أن نسمع منكم.',
    email: site.emails.sales,
    phone: site.phone,
    links: [
      { label: 'اتصلوا بنا', href: paths.contact },
      { label: 'تحميل العرض التقديمي (PDF، بالإنجليزية)', href: documentPaths.optimusDeck },
    ],
  },
} as const satisfies Translation<typeof en.optimusContent>;

/** The Optimus presentation (the PDF itself is generated in English). */
export const optimusDeck: PresentationDeck = {
  path: documentPaths.optimusDeck,
  title: 'العرض التقديمي لـ Optimus',
  subtitle: 'لصقة ذكية فائقة الرقة وغير جراحية لمراقبة صحة الأوعية الدموية الدقيقة',
  accent: '#ff751a',
  art: '/images/optimus/patch.svg',
  problem: {
    heading: 'المشكلة',
    points: [
      'كثيرًا ما لا تظهر أعراض أمراض الأوعية الدموية الدقيقة إلا بعد وقوع الضرر.',
      'يتطلب قياس تدفق الدم في الأوعية الصغيرة اليوم معدات عيادات وأخصائيين.',
      'يخضع مرضى السكري وأمراض القلب لفحوص متباعدة، لا لمراقبة متواصلة.',
    ],
  },
  solution: {
    heading: 'حلّنا: Optimus',
    points: optimusContent.features.cards.map(
      (card) => `${card.title}: ${card.description} (${card.tag})`,
    ),
  },
  figures: {
    heading: 'أرقام رئيسية وتقدير تكلفة النسخة الأولية (MVP)',
    items: [
      ...optimusContent.technology.stats,
      ...optimusContent.technology.mvp.items.map((item) => ({
        value: item.cost,
        label: item.part,
      })),
      {
        value: optimusContent.technology.mvp.total.cost,
        label: optimusContent.technology.mvp.total.label,
      },
    ],
  },
} satisfies Translation<typeof en.optimusDeck>;
