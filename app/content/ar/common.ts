/** Modern Standard Arabic copy of content/en/common.ts. */
import { site } from '@common/site';
import { documentPaths } from '~/config/paths';
import type { Translation } from '~/content/types/translation';
import type * as en from '../en/common';

/** spec §4 cookie banner. */
export const cookieBannerContent = {
  label: 'الموافقة على ملفات تعريف الارتباط',
  text: `لا نستخدم إلا التخزين الذي يحتاجه هذا الموقع ليعمل. وبموافقتكم، سنقيس أيضًا سرعة الصفحات لتحسين الموقع. لا إعلانات ولا أدوات تتبّع تابعة لجهات خارجية.`,
  accept: 'قبول الكل',
  decline: 'رفض',
} as const satisfies Translation<typeof en.cookieBannerContent>;

/** Documents linked from several places. */
export const documents = documentPaths;

/** Skip link and error screens. */
export const shellContent = {
  skipLink: 'الانتقال إلى المحتوى الرئيسي',
  socialImageAlt: `${site.companyName}: عتاد الذكاء الاصطناعي`,
  errorTitle: 'حدث خطأ غير متوقع في التطبيق!',
  errorBody: 'حدث خطأ أثناء تحميل هذه الصفحة. غالبًا ما تحلّ إعادة التحميل المشكلة.',
  errorReload: 'إعادة تحميل الصفحة',
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundBody: 'الصفحة التي تبحثون عنها غير موجودة أو نُقلت إلى عنوان آخر.',
  notFoundHome: 'العودة إلى الصفحة الرئيسية',
  /** The loading overlay's text (spec §4). */
  loading: 'جارٍ التحميل…',
  /** The one-line hint on the home page when another language was chosen before. */
  languageHint: 'هذه الصفحة متوفرة أيضًا باللغة {language}.',
  languageHintDismiss: 'إغلاق',
  /** Added after links to the PDFs, which exist in English only. */
  pdfInEnglish: '(PDF، بالإنجليزية)',
} as const satisfies Translation<typeof en.shellContent>;

/** Names of controls drawn by shared UI pieces (carousels, snackbars, lists). */
export const uiContent = {
  carousel: {
    role: 'عرض دوّار',
    slide: 'شريحة',
    stop: 'إيقاف مؤقت للتمرير التلقائي للشرائح',
    start: 'تشغيل التمرير التلقائي للشرائح',
    previous: 'الشريحة السابقة',
    next: 'الشريحة التالية',
    pause: 'إيقاف مؤقت',
    play: 'تشغيل',
    /** A dot's name when the slides have no titles (`fill` slots `n`, `count`). */
    position: '{n} من {count}',
    show: 'عرض {label}',
    showNumber: 'عرض الشريحة {n}',
  },
  dismiss: 'إغلاق',
  features: 'المزايا',
  socialMedia: 'شبكات التواصل الاجتماعي',
  menu: 'القائمة',
  newTab: ' (يُفتح في علامة تبويب جديدة)',
} as const satisfies Translation<typeof en.uiContent>;
