/** Modern Standard Arabic copy of content/en/demos.ts. */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type { Action, ConnectLink, DemoCard } from '~/content/types/shapes';
import type { Translation } from '~/content/types/translation';
import type * as en from '../en/demos';

/** spec §2: the three cards, in the spec's order. */
export const demoCards = [
  {
    id: 'trapterra',
    category: 'الذكاء الاصطناعي للزراعة',
    title: 'TrapTerra',
    subtitle: 'كشف ذكي للآفات من أجل زراعة مستدامة',
    description:
      'مصائد مدعومة بالذكاء الاصطناعي تتعرّف على الآفات في الحقل وتنبّه المزارعين مبكرًا، فتُحمى المحاصيل دون مبيدات كيميائية.',
    features: [
      'التعرّف على الآفات بالرؤية الحاسوبية',
      'تنبيهات مبكرة قبل انتشار الإصابة',
      'لا حاجة إلى مبيدات كيميائية',
      'وحدات حقلية تعمل بالطاقة الشمسية',
      'لوحة متابعة للمزرعة بأكملها',
    ],
    accent: 'green',
    action: { kind: 'live-demo', label: 'مشاهدة العرض المباشر' },
  },
  {
    id: 'optimus',
    category: 'الذكاء الاصطناعي للطاقة',
    title: 'OPTIMUS',
    subtitle: 'بطارية ذكية للحواسيب المحمولة تُشحن بالطاقة الشمسية',
    description:
      'بطارية ذكية تُشحن من الشمس وتستخدم الذكاء الاصطناعي لإدارة الطاقة، فيبقى حاسوبكم المحمول يعمل أينما كنتم تعملون.',
    features: [
      'شحن شمسي أثناء التنقل',
      'شحن وتفريغ محسّنان بالذكاء الاصطناعي',
      'مدة تشغيل أطول للحاسوب المحمول',
      'مراقبة صحة البطارية',
      'تصميم محمول وخفيف الوزن',
    ],
    accent: 'amber',
    action: {
      kind: 'link',
      link: { label: 'استكشاف Optimus', href: paths.optimus, reloadDocument: true },
    },
  },
  {
    id: 'mediscan',
    category: 'الذكاء الاصطناعي الطبي',
    title: 'MediScan AI',
    subtitle: 'مساعد تشخيص بالذكاء الاصطناعي لفرق الرعاية الصحية',
    description:
      'مساعد تشخيص يحلّل البيانات الطبية ويُبرز النتائج للأطباء، دعمًا لقرارات أسرع وأكثر ثقة.',
    features: [
      'تحليل الصور الطبية',
      'إبراز النتائج لمراجعتها',
      'دعم اتخاذ القرار السريري',
      'معالجة آمنة لبيانات المرضى',
      'يندمج في مسارات العمل السريرية القائمة',
    ],
    accent: 'blue',
    action: { kind: 'live-demo', label: 'مشاهدة العرض المباشر' },
  },
] as const satisfies readonly DemoCard[] satisfies Translation<typeof en.demoCards>;

/** The confirmation shown after 'View Live Demo' (`fill` slot `title`). */
export const demoSelection = {
  label: 'عروض المنتجات',
  actionTarget: 'لـ {title}',
  note: 'اخترتم العرض المباشر لـ {title}. تُنظَّم العروض المباشرة عند الطلب:',
  link: { label: 'اتصلوا بنا لحجز عرضكم', href: paths.contact } satisfies Action,
} as const satisfies Translation<typeof en.demoSelection>;

/** spec §2: 'Ready to Transform Your Industry?'. */
export const demosCta = {
  id: 'get-started',
  headingId: 'get-started-title',
  heading: 'هل أنتم مستعدون لتحويل قطاعكم؟',
  text: 'حدّثونا عن التحدي الذي تواجهونه في الزراعة أو الطاقة أو الرعاية الصحية، وسنريكم ما يمكن أن يقدّمه عتادنا للذكاء الاصطناعي.',
  actions: [{ label: 'ابدؤوا اليوم', href: paths.contact }] satisfies Action[],
} as const satisfies Translation<typeof en.demosCta>;

/** spec §2: 'Connect With Us', four external links. */
export const demosConnect = {
  headingId: 'connect-title',
  heading: 'تواصلوا معنا',
  lead: 'تابعوا أعمالنا وتحدّثوا إلى فريقنا.',
  links: [
    { label: 'LinkedIn', href: site.links.linkedinCompany, icon: 'link' },
    { label: 'X', href: site.links.microblog, icon: 'message' },
    { label: 'GitHub', href: site.links.codeHost, icon: 'code' },
    { label: 'راسلونا', href: `mailto:${site.emails.support}`, icon: 'mail' },
  ] satisfies ConnectLink[],
} as const satisfies Translation<typeof en.demosConnect>;
