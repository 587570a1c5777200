/**
 * Modern Standard Arabic copy of content/en/cv.ts. The CV is EXAMPLE DATA, as in
 * English; the PDF itself exists in English only.
 */
import { site } from '@common/site';
import { companyCopy } from './company';
import { documentPaths, paths } from '~/config/paths';
import type { CvDocument, PageHeaderItem } from '~/content/types/shapes';
import type { Translation } from '~/content/types/translation';
import type * as en from '../en/cv';

export const cvDocument: CvDocument = {
  name: site.founder.name,
  headline: `${companyCopy.founderRole}، ${site.companyName}: عتاد الذكاء الاصطناعي وتطوير الويب والتعليم التكنولوجي`,
  contact: [site.emails.support, site.phone.display, companyCopy.location, site.founder.profileUrl],
  summary:
    'مهندس ومعلّم يطوّر منتجات عتاد الذكاء الاصطناعي ومنصات الويب المرتبطة بها، ودرّس اللغة الإنجليزية والتكنولوجيا لمئات المتعلمين. يحب تحويل النماذج الأولية البحثية إلى منتجات يستخدمها الناس كل يوم.',
  experience: [
    {
      title: companyCopy.founderRole,
      organisation: site.companyName,
      period: '2022 - حتى الآن',
      points: [
        'أسّس الشركة ويقود استراتيجية المنتجات لـ Optimus و Scanova و Lumen و Edge.',
        'يدير تطوير النماذج الأولية للعتاد: دمج المستشعرات، والإلكترونيات منخفضة الاستهلاك، ونماذج الذكاء الاصطناعي الطرفي.',
        'يبني شراكات مع الجامعات والعيادات والتعاونيات الفلاحية.',
      ],
    },
    {
      title: 'مطوّر ويب متكامل (عمل حر)',
      organisation: 'ممارسة مستقلة',
      period: '2019 - 2022',
      points: [
        'أنجز مواقع وتطبيقات ويب للمؤسسات الصغيرة والمدارس.',
        'عمل بـ TypeScript و React و Node.js وقواعد بيانات SQL، مع إعطاء الأولوية لسهولة الوصول والأداء.',
      ],
    },
    {
      title: 'مدرّب في التعليم التكنولوجي',
      organisation: 'برنامج التواصل الجامعي',
      period: '2018 - 2022',
      points: [
        'صمّم ودرّس دورات في الإلكترونيات والبرمجة والذكاء الاصطناعي للمبتدئين.',
        'أطّر فرقًا طلابية في هاكاثونات العتاد ومسابقات الروبوتات.',
      ],
    },
    {
      title: 'أستاذ اللغة الإنجليزية',
      organisation: 'مدرسة لغات',
      period: '2016 - 2019',
      points: [
        'درّس الإنجليزية العامة والتقنية للمراهقين والبالغين، من المستوى A2 إلى C1.',
        'أعدّ المتعلمين لامتحانات اللغة الإنجليزية الدولية.',
      ],
    },
  ],
  education: [
    {
      title: 'ماستر في الأنظمة المدمجة والذكاء الاصطناعي',
      organisation: 'جامعة (مثال)',
      period: '2016 - 2018',
      points: ['المذكرة: استدلال عصبي منخفض الاستهلاك على المتحكمات الدقيقة للاستشعار الصحي.'],
    },
    {
      title: 'ليسانس في هندسة الإلكترونيات',
      organisation: 'جامعة (مثال)',
      period: '2013 - 2016',
      points: ['تخصص فرعي في اللغة الإنجليزية والتواصل.'],
    },
  ],
  skills: [
    {
      group: 'عتاد الذكاء الاصطناعي',
      items: [
        'تصميم المستشعرات',
        'لغة C للأنظمة المدمجة',
        'الذكاء الاصطناعي الطرفي (TinyML)',
        'النماذج الأولية للدارات المطبوعة (PCB)',
        'أنظمة الطاقة الشمسية',
      ],
    },
    {
      group: 'تطوير الويب',
      items: ['TypeScript', 'React', 'Node.js', 'SQL', 'سهولة الوصول (WCAG)'],
    },
    {
      group: 'التعليم',
      items: [
        'تدريس الإنجليزية (CEFR من A2 إلى C1)',
        'تصميم المناهج',
        'ورشات العلوم والتكنولوجيا (STEM)',
        'التأطير والإرشاد',
      ],
    },
  ],
  languages: ['العربية (اللغة الأم)', 'الإنجليزية (بطلاقة)', 'الفرنسية (بطلاقة)'],
  note: 'بيانات توضيحية: هذه السيرة الذاتية نموذج محايد يُستبدل بالسيرة الحقيقية.',
} satisfies Translation<typeof en.cvDocument>;

export const cvContent = {
  header: {
    label: 'السيرة الذاتية',
    logoHref: paths.home,
    items: [
      { label: 'LinkedIn', href: site.founder.profileUrl, external: true },
    ] satisfies readonly PageHeaderItem[],
    backHome: { label: 'العودة إلى الرئيسية', href: paths.home },
  },
  heading: `السيرة الذاتية: ${site.founder.name}`,
  lead: `${companyCopy.founderRole} لدى ${site.companyName}.`,
  viewer: {
    // Without Chromium's PDF toolbar (CLS), as in English.
    src: `${documentPaths.cv}#toolbar=0`,
    title: `السيرة الذاتية لـ ${site.founder.name} (PDF، بالإنجليزية)`,
    fallback: 'لا تظهر السيرة الذاتية أعلاه؟ افتحوها بصيغة PDF (بالإنجليزية).',
  },
  download: {
    label: 'تحميل السيرة الذاتية (PDF، بالإنجليزية)',
    href: documentPaths.cv,
    filename: 'cv.pdf',
  },
} as const satisfies Translation<typeof en.cvContent>;
