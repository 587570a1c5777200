/** Modern Standard Arabic copy of content/en/faq.ts. */
import { formatMoney } from '@common/i18n';
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type { Action, FaqItem } from '~/content/types/shapes';
import type { Translation } from '~/content/types/translation';
import type * as en from '../en/faq';

export const faqItems = [
  {
    question: 'ما هو Optimus؟',
    answer:
      'Optimus لصقة ذكية فائقة الرقة وغير جراحية، تراقب تدفق الدم في الأوعية الدقيقة والحالة الصحية العامة. تجمع بين بصريات العدسات الدقيقة والذكاء الاصطناعي ومستشعرات آمنة على الجلد، وتعرض قراءاتها في تطبيق مرافق على الهاتف المحمول.',
  },
  {
    question: 'ما مدى دقة قراءات Optimus؟',
    answer:
      'في اختباراتنا، يقيس Optimus تدفق الدم في الأوعية الدقيقة بدقة تتجاوز 95%. وهو جهاز مراقبة: قراءاته تدعم تقدير أخصائي الرعاية الصحية ولا تحلّ محلّه.',
  },
  {
    question: 'كم تدوم بطارية Optimus؟',
    answer:
      'حتى 7 أيام بشحنة واحدة في الاستخدام المعتاد. ويتوقف عمر البطارية على عدد المرات التي تأخذ فيها اللصقة القراءات وتتزامن مع التطبيق.',
  },
  {
    question: 'هل ارتداء Optimus مريح وآمن؟',
    answer:
      'نعم. فاللصقة فائقة الرقة وغير جراحية: لا شيء يخترق الجلد، وقد اختيرت مستشعراتها وموادها لتكون آمنة على الجلد عند الارتداء المتواصل.',
  },
  {
    question: 'ما وظيفة Scanova؟',
    answer:
      'Scanova منقٍّ ذكي للهواء يعمل بالذكاء الاصطناعي. يرصد الجسيمات وثاني أكسيد الكربون (CO2) والمركبات العضوية المتطايرة والرطوبة ودرجة الحرارة، ويتعلّم خصائص محيطكم ويضبط التنقية لحماية صحة الجهاز التنفسي.',
  },
  {
    question: 'هل يحتاج Scanova إلى الكهرباء من الشبكة؟',
    answer:
      'لا. يعمل Scanova بالطاقة الشمسية مع بطارية، ويدير طاقته بنفسه فيواصل العمل طوال الليل وفي الأيام الغائمة.',
  },
  {
    question: 'ما هو Lumen وكم سعره؟',
    answer: `Lumen شاحن شمسي محمول بقدرة شمسية تبلغ 100W، وكفاءة MPPT تصل إلى 98%، وشحن USB-C Power Delivery، ويزن 2.5 kg. سعره ${formatMoney('ar', 299, 'USD')} (${formatMoney('ar', 40000, 'DZD')}).`,
  },
  {
    question: `ما هو ${site.productBrand} Edge؟`,
    answer:
      'حلّنا للحوسبة الطرفية: معالجة بالذكاء الاصطناعي على أجهزة قريبة من مكان إنتاج البيانات، لاتخاذ قرارات في الوقت الفعلي، مع أمان معزَّز وتحليلات ذكية دون الاعتماد على السحابة.',
  },
  {
    question: 'هل يمكنني مشاهدة عرض توضيحي لمنتج؟',
    answer:
      'نعم. تقدّم صفحة عروض المنتجات TrapTerra لكشف الآفات في الزراعة دون مواد كيميائية، و OPTIMUS، البطارية الذكية للحواسيب المحمولة التي تُشحن بالطاقة الشمسية، و MediScan AI، مساعد التشخيص في مجال الرعاية الصحية. اتصلوا بنا لتنظيم عرض مباشر.',
  },
  {
    question: 'كيف أحصل على الدعم أو أبدأ شراكة؟',
    answer: `أرسلوا لنا رسالة عبر استمارة الاتصال أو راسلونا على ${site.emails.support}. نقدّم أيضًا تعليم اللغة الإنجليزية والتعليم التكنولوجي وتطوير الويب، ونردّ على كل رسالة.`,
  },
] satisfies FaqItem[] satisfies Translation<typeof en.faqItems>;

/** spec §2: 'Still Have Questions' → /contact. */
export const faqCta = {
  id: 'still-have-questions',
  headingId: 'still-have-questions-title',
  heading: 'هل لديكم أسئلة أخرى؟',
  text: 'يسعد فريقنا مساعدتكم في كل ما لا تجيب عنه هذه الصفحة.',
  actions: [{ label: 'اتصلوا بنا', href: paths.contact }] satisfies Action[],
} as const satisfies Translation<typeof en.faqCta>;

/** Accessible name of the question list. */
export const faqLabel = 'الأسئلة والأجوبة' satisfies Translation<typeof en.faqLabel>;
