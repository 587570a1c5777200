/** Modern Standard Arabic copy of content/en/learn.ts. */
import { site } from '@common/site';
import { companyCopy } from './company';
import { documentPaths, paths } from '~/config/paths';
import type {
  Action,
  FeatureCard,
  GalleryFigure,
  Milestone,
  SizedImage,
  Stat,
  TeamMember,
} from '~/content/types/shapes';
import type { Translation } from '~/content/types/translation';
import type * as en from '../en/learn';

const img = (file: string, alt: string, width = 600, height = 340): SizedImage => ({
  src: `/images/learn/${file}.svg`,
  alt,
  width,
  height,
});

/** Try Demo (→ /demos) and Contact Us. */
const learnActions = [
  { label: 'جرّبوا العرض', href: paths.demos },
  { label: 'اتصلوا بنا', href: paths.contact },
] satisfies Action[];

/** spec §2: AI Hardware Solutions cards. */
export const learnSolutions = {
  id: 'solutions',
  headingId: 'solutions-title',
  eyebrow: 'ماذا نصنع',
  heading: 'حلول عتاد الذكاء الاصطناعي',
  lead: 'أجهزة مصمَّمة خصيصًا للأماكن التي يكون فيها الذكاء أكثر أهمية.',
  cards: [
    {
      title: 'التشخيص الطبي',
      image: img('medical', 'لصقة ذكية على الساعد بجانب مخطط لمعدل نبضات القلب'),
      description:
        'مستشعرات غير جراحية وذكاء اصطناعي مدمج في الجهاز يراقبان تدفق الدم والعلامات الحيوية باستمرار، ويساعدان الأطباء على رصد المشكلات مبكرًا.',
      bullets: [
        'مراقبة متواصلة وغير جراحية',
        'تحليل بالذكاء الاصطناعي على الجهاز',
        'تطبيق مرافق للمرضى ومرافقيهم',
      ],
    },
    {
      title: 'المراقبة الزراعية',
      image: img('agriculture', 'مصيدة مزوّدة بمستشعرات تعمل بالطاقة الشمسية في حقل مزروع'),
      description:
        'وحدات حقلية تعمل بالطاقة الشمسية ترصد الآفات وتتابع حالة المحاصيل، فيتدخّل المزارعون مبكرًا ويستخدمون مواد كيميائية أقل.',
      bullets: [
        'كشف الآفات بالرؤية الحاسوبية',
        'وحدات شمسية مستقلة عن الشبكة الكهربائية',
        'تنبيهات تغطي المزرعة بأكملها',
      ],
    },
  ] satisfies FeatureCard[],
} as const satisfies Translation<typeof en.learnSolutions>;

/** spec §2: Product Presentations and Demos. */
export const learnPresentations = {
  id: 'presentations',
  headingId: 'presentations-title',
  eyebrow: 'شاهدوا بأنفسكم',
  heading: 'العروض التقديمية والتوضيحية للمنتجات',
  cards: [
    {
      icon: 'play',
      title: 'عروض المنتجات',
      description:
        'شاهدوا TrapTerra و OPTIMUS و MediScan AI أثناء العمل في الزراعة والطاقة والرعاية الصحية.',
      action: { label: 'مشاهدة العرض', href: paths.demos },
    },
    {
      icon: 'slides',
      title: 'شرائح العرض التقديمي',
      description: 'العرض التقديمي لـ Optimus: التقنية، وخارطة الطريق، والفريق الذي يقف وراءها.',
      action: { label: 'عرض الشرائح (PDF، بالإنجليزية)', href: documentPaths.optimusDeck },
    },
    {
      icon: 'book',
      title: 'دراسات حالة',
      description: 'نتائج من عيادات ومزارع ومنشآت يعمل فيها عتادنا بالفعل.',
      action: { label: 'قراءة الحالات', href: '#in-action' },
    },
  ] satisfies FeatureCard[],
} as const satisfies Translation<typeof en.learnPresentations>;

/** spec §2: the five specification cards. */
export const learnSpecs = {
  id: 'specifications',
  headingId: 'specifications-title',
  eyebrow: 'التقنية',
  heading: 'المواصفات التقنية',
  lead: 'الأرقام التي تقف وراء منصة عتادنا للذكاء الاصطناعي.',
  stats: [
    {
      value: '50 TOPS',
      label: 'أداء الذكاء الاصطناعي',
      description: 'تريليونات العمليات في الثانية للاستدلال على الجهاز.',
    },
    {
      value: '16GB',
      label: 'الذاكرة',
      description: 'ذاكرة عالية عرض النطاق للنماذج الكبيرة.',
    },
    {
      value: 'IP67',
      label: 'متانة معزَّزة',
      description: 'محكم ضد الغبار ومحمي من الغمر في الماء.',
    },
    {
      value: '15W',
      label: 'استهلاك الطاقة',
      description: 'كفاءة تكفي للعمل بالطاقة الشمسية والبطاريات.',
    },
    { value: '48 ساعة', label: 'البطارية', description: 'يومان من التشغيل المستقل.' },
  ] satisfies Stat[],
} as const satisfies Translation<typeof en.learnSpecs>;

/** spec §1, §2: Hardware in Action figures (marketing claims, reproduced as copy). */
export const learnInAction = {
  id: 'in-action',
  headingId: 'in-action-title',
  eyebrow: 'دراسات حالة',
  heading: 'عتادنا في الميدان',
  lead: 'حيث تُحدث أجهزتنا فرقًا بالفعل.',
  figures: [
    {
      image: img(
        'action-installations',
        'صفوف من الأجهزة المتصلة ترسل بياناتها إلى لوحة متابعة مركزية',
        400,
        260,
      ),
      figure: '500+',
      caption: 'منشأة تعمل بعتادنا للذكاء الاصطناعي',
    },
    {
      image: img('action-hectares', 'حقول زراعية تنتشر فيها وحدات المراقبة', 400, 260),
      figure: '1000+',
      caption: 'هكتار من الأراضي الزراعية تحت المراقبة',
    },
    {
      image: img('action-institutions', 'مستشفى ومبنى جامعي مرتبطان معًا', 400, 260),
      figure: '50+',
      caption: 'مؤسسة طبية وبحثية نخدمها',
    },
  ] satisfies GalleryFigure[],
} as const satisfies Translation<typeof en.learnInAction>;

/** spec §2: timeline 2020 to 2024. */
export const learnTimeline = {
  id: 'journey',
  headingId: 'journey-title',
  eyebrow: 'قصتنا',
  heading: 'مسيرتنا',
  milestones: [
    {
      year: '2020',
      title: 'التأسيس',
      description: `انطلقت ${site.companyName} بهدف واحد: عتاد ذكاء اصطناعي من أجل رفاه الإنسانية على المدى البعيد.`,
    },
    {
      year: '2021',
      title: 'النماذج الأولية الأولى',
      description: 'نماذج أولية مبكرة للمستشعرات والمعالجة الطرفية، اختُبرت مع شركائنا من الجامعات.',
    },
    {
      year: '2022',
      title: 'التجارب الميدانية',
      description:
        'مشاريع تجريبية للمراقبة الزراعية وأولى الوحدات الحقلية العاملة بالطاقة الشمسية.',
    },
    {
      year: '2023',
      title: 'المراقبة الصحية',
      description: 'تطوير لصقة Optimus الذكية ومنقّي الهواء Scanova.',
    },
    {
      year: '2024',
      title: 'عائلة تكبر',
      description: 'انضمام Lumen و Edge و Iffer إلى مجموعة المنتجات، مع شركاء في قطاعات متعددة.',
    },
  ] satisfies Milestone[],
} as const satisfies Translation<typeof en.learnTimeline>;

/** spec §2: a leadership team of three (the two others are placeholders, as in English). */
export const learnTeam = {
  id: 'team',
  headingId: 'team-title',
  eyebrow: 'القيادة',
  heading: 'تعرّفوا على فريقنا',
  members: [
    {
      name: site.founder.name,
      role: companyCopy.founderRole,
      description: 'يقود رؤية الشركة واستراتيجية منتجاتها، من البحث إلى السوق.',
      portrait: img('team-founder', `صورة توضيحية لـ ${site.founder.name}`, 112, 112),
    },
    {
      name: 'Sam Example',
      role: 'المدير التقني',
      description:
        'يرأس هندسة العتاد والذكاء الاصطناعي: المستشعرات والمعالجات والنماذج المدمجة في الأجهزة.',
      portrait: img('team-cto', 'صورة توضيحية لـ Sam Example', 112, 112),
    },
    {
      name: 'Jordan Example',
      role: 'مسؤول البحث والشراكات',
      description: 'يعمل مع الجامعات والعيادات والمزارع لاختبار أجهزتنا في العالم الحقيقي.',
      portrait: img('team-research', 'صورة توضيحية لـ Jordan Example', 112, 112),
    },
  ] satisfies TeamMember[],
} as const satisfies Translation<typeof en.learnTeam>;

/** spec §2: Try Demo / Contact Us call to action. */
export const learnCta = {
  id: 'get-started',
  headingId: 'get-started-title',
  heading: 'هل أنتم مستعدون لرؤيته أثناء العمل؟',
  text: 'جرّبوا عروض منتجاتنا أو تحدّثوا إلى الفريق عن مشروعكم.',
  actions: learnActions,
} as const satisfies Translation<typeof en.learnCta>;
