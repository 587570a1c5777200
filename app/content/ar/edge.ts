/** Modern Standard Arabic copy of content/en/edge.ts. */
import { site } from '@common/site';
import type { ChecklistItem, FeatureCard } from '~/content/types/shapes';
import type { Translation } from '~/content/types/translation';
import type * as en from '../en/edge';

/** spec §2: 'Edge Computing Solutions' with three cards. */
export const edgeSolutions = {
  id: 'solutions',
  headingId: 'solutions-title',
  heading: 'حلول الحوسبة الطرفية',
  lead: 'عالجوا البيانات حيث تُنتَج: إجابات أسرع، وعرض نطاق أقل، وخصوصية أكبر.',
  cards: [
    {
      icon: 'gauge',
      title: 'المعالجة في الوقت الفعلي',
      description:
        'يجري استدلال الذكاء الاصطناعي على الجهاز في أجزاء من الثانية، فتتفاعل الآلات فورًا دون انتظار السحابة.',
    },
    {
      icon: 'shield',
      title: 'أمان معزَّز',
      description:
        'تبقى البيانات الحساسة في موقعها. لا يغادر الجهاز إلا ما تختارونه من نتائج، عبر اتصالات مشفّرة.',
    },
    {
      icon: 'chart',
      title: 'تحليلات ذكية',
      description:
        'حوّلوا تدفقات بيانات المستشعرات إلى رؤى وتنبيهات واضحة، على أطراف شبكتكم مباشرة.',
    },
  ] satisfies FeatureCard[],
} as const satisfies Translation<typeof en.edgeSolutions>;

/** spec §2: 'Why Choose' checklist of four. */
export const edgeWhy = {
  id: 'why',
  headingId: 'why-title',
  heading: `لماذا تختارون ${site.productBrand} Edge`,
  items: [
    {
      title: 'زمن استجابة منخفض',
      description: 'قرارات عند المصدر، دون ذهاب وإياب إلى مركز بيانات بعيد.',
    },
    {
      title: 'يعمل دون اتصال',
      description: 'يواصل العمل عند انقطاع الاتصال ويزامن البيانات عند عودته.',
    },
    {
      title: 'تكاليف أقل لعرض النطاق',
      description: 'أرسلوا نتائج موجزة بدلًا من تدفقات البيانات الخام.',
    },
    {
      title: 'ينمو معكم',
      description: 'ابدؤوا بوحدة واحدة وتوسّعوا إلى أسطول كامل تديرونه من مكان واحد.',
    },
  ] satisfies ChecklistItem[],
} as const satisfies Translation<typeof en.edgeWhy>;
