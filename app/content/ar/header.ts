/** Modern Standard Arabic copy of content/en/header.ts. */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type { Language, NavLink, SiteNavItem } from '~/content/types/shapes';
import type { Translation } from '~/content/types/translation';
import type * as en from '../en/header';

/** spec §2: the primary links in the spec's order, with Learn and FAQ from the variants. */
export const headerItems: readonly SiteNavItem[] = [
  { kind: 'link', label: 'الرئيسية', href: `${paths.home}#home` },
  { kind: 'product', id: 'optimus', label: 'Optimus', href: paths.optimus },
  { kind: 'product', id: 'scanova', label: 'Scanova', href: paths.scanova },
  { kind: 'product', id: 'lumen', label: 'Lumen', href: paths.lumen },
  { kind: 'product', id: 'iffer', label: 'Iffer', href: paths.iffer },
  { kind: 'product', id: 'edge', label: 'Edge', href: site.links.edgeSite, external: true },
  { kind: 'link', label: 'تعرّفوا علينا', href: paths.learn },
  { kind: 'link', label: 'الأسئلة الشائعة', href: paths.faq },
  { kind: 'link', label: 'المدونة', href: site.links.blog, external: true },
  { kind: 'link', label: 'اتصلوا بنا', href: paths.contact },
  { kind: 'link', label: 'السيرة الذاتية', href: paths.cv },
  { kind: 'linkedin', label: 'LinkedIn', href: site.links.linkedinCompany, external: true },
];

/** spec §2, §9: each name in its own language; `label` gives the name in Arabic. */
export const languages: readonly Language[] = [
  { code: 'EN', name: 'English', lang: 'en', label: 'الإنجليزية' },
  { code: 'FR', name: 'Français', lang: 'fr', label: 'الفرنسية' },
  { code: 'ES', name: 'Español', lang: 'es', label: 'الإسبانية' },
  { code: 'DE', name: 'Deutsch', lang: 'de', label: 'الألمانية' },
  { code: 'AR', name: 'العربية', lang: 'ar', label: 'العربية' },
];

/** Labels of the header's controls. */
export const headerContent = {
  navLabel: 'القائمة الرئيسية',
  homeLabel: `الصفحة الرئيسية لـ ${site.companyName}`,
  logoLight: '/images/brand/logo-light.svg',
  logoDark: '/images/brand/logo-dark.svg',
  /** spec §8: shown when the logo image fails to load, like the footer's. */
  logoFallback: '/favicon.svg',
  menu: 'القائمة',
  /** The no-script stand-in's close link. */
  menuClose: 'إغلاق القائمة',
  /** Accessible name of a product's dropdown button (`fill` slot `label`). */
  submenu: 'القائمة الفرعية لـ {label}',
  tryDemo: { label: 'جرّبوا العرض', href: `${paths.home}#demo` } satisfies NavLink,
  language: {
    /** `fill` slot `name`: the current language's name. */
    button: 'اللغة: {name}, {code}',
    list: 'اختيار اللغة',
  },
  search: {
    open: 'بحث',
    label: 'البحث في الموقع',
    placeholder: 'اكتبوا هنا للبحث...',
    clear: 'مسح البحث',
    resultsLabel: 'نتائج البحث',
    loading: 'جارٍ البحث…',
    resultCount: {
      zero: 'لا توجد نتائج',
      one: 'نتيجة واحدة',
      two: 'نتيجتان',
      few: '{count} نتائج',
      many: '{count} نتيجة',
      other: '{count} نتيجة',
    },
    noResults: 'لا توجد صفحة في الموقع تطابق «{query}».',
    noResultsHelp: 'جرّبوا كلمات أخرى، أو ابحثوا عن إجابتكم هنا:',
    faqLink: { label: 'الأسئلة الشائعة', href: paths.faq } satisfies NavLink,
    contactLink: { label: 'تواصلوا معنا', href: paths.contact } satisfies NavLink,
    seeAll: 'كل النتائج عن «{query}»',
    unavailable: 'البحث غير متاح حاليًا. يُرجى المحاولة لاحقًا.',
    pageTitle: 'البحث',
    pageDescription: 'ابحثوا في جميع صفحات الموقع.',
    pageHeading: 'البحث في الموقع',
    resultsFor: 'نتائج البحث عن «{query}»',
    correctedTo: 'لا نتائج عن «{query}». نعرض نتائج البحث عن «{corrected}».',
    submit: 'بحث',
    noScript: 'اكتبوا كلمات في الحقل أعلاه للبحث في الموقع، أو افتحوا أي صفحة من هنا:',
  },
} as const satisfies Translation<typeof en.headerContent>;

/** spec §2: the LinkedIn hover card's fixed texts. */
export const profileCardContent = {
  cardLabel: 'صفحة شركتنا على LinkedIn',
  linkedinLogo: { src: '/images/nav/linkedin.svg', alt: 'LinkedIn', fallback: 'in' },
  followers: 'المتابعون',
  companySize: 'حجم الشركة',
  employees: 'من الموظفين',
  specialties: 'التخصصات',
  follow: '+ متابعة',
  visit: 'زيارة الصفحة',
  hint: 'انقروا لزيارة صفحتنا على LinkedIn',
  loading: 'جارٍ تحميل معلومات الشركة…',
} as const satisfies Translation<typeof en.profileCardContent>;
