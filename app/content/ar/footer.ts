/** Modern Standard Arabic copy of content/en/footer.ts. */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type { FooterColumn, FooterItem, SocialLink } from '~/content/types/shapes';
import type { Translation } from '~/content/types/translation';
import type * as en from '../en/footer';

export const footerContent = {
  tagline: 'نقود مستقبل عتاد الذكاء الاصطناعي: أجهزة ومعالجات وآلات تنقل الذكاء إلى أطراف الشبكة.',
  columns: [
    {
      title: 'المنتجات',
      items: [
        { label: 'معالجات الذكاء الاصطناعي' },
        { label: 'وحدات المعالجة العصبية' },
        { label: 'الآلات الصناعية' },
        { label: 'عتاد حسب الطلب' },
        { label: 'الحوسبة الكمومية' },
      ],
    },
    {
      title: 'الحلول',
      items: [
        { label: 'الذكاء الاصطناعي للمؤسسات' },
        { label: 'الحوسبة الطرفية' },
        { label: 'البنية التحتية السحابية' },
        { label: 'خدمات الاستشارة' },
      ],
    },
    {
      title: 'الشركة',
      items: [
        { label: 'من نحن', href: paths.learn },
        { label: 'الوظائف' },
        { label: 'الأخبار والصحافة' },
        { label: 'اتصلوا بنا', href: paths.contact },
      ],
    },
    {
      title: 'الموارد',
      items: [
        { label: 'الوثائق' },
        { label: 'مرجع واجهة البرمجة (API)' },
        { label: 'مركز الدعم', href: paths.contact },
        { label: 'المجتمع' },
      ],
    },
  ] satisfies FooterColumn[],
  /** spec §2 bottom links; the 'Cookie settings' button beside Cookie Policy reopens the consent banner. */
  bottomLinks: [
    { label: 'سياسة الخصوصية', href: paths.policy },
    { label: 'شروط الخدمة', href: `${paths.policy}?tab=terms#terms` },
    { label: 'سياسة ملفات تعريف الارتباط', cookieSettingsAfter: true },
    { label: 'الأمان' },
  ] satisfies FooterItem[],
  cookieSettings: 'إعدادات ملفات تعريف الارتباط',
  socialLabel: 'شبكات التواصل الاجتماعي',
  logo: { src: '/images/brand/logo-light.svg', fallback: '/favicon.svg' },
  copyrightYear: 2024,
  slogan: 'رواد الابتكار في عتاد الذكاء الاصطناعي للمستقبل',
  social: [
    {
      label: 'LinkedIn',
      href: site.links.linkedinCompany,
      external: true,
      icon: '/images/social/linkedin.svg',
    },
    { label: 'X', href: site.links.microblog, external: true, icon: '/images/social/x.svg' },
    {
      label: 'GitHub',
      href: site.links.codeHost,
      external: true,
      icon: '/images/social/github.svg',
    },
  ] satisfies SocialLink[],
} as const satisfies Translation<typeof en.footerContent>;
