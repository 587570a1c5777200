/** Modern Standard Arabic copy of content/en/iffer.ts. */
import { site } from '@common/site';
import { paths, type unregisteredPaths } from '~/config/paths';
import type { BrandMark, PageHeaderItem } from '~/content/types/shapes';
import type { Translation } from '~/content/types/translation';
import type * as en from '../en/iffer';

/** A path the spec links but does not register (spec §2), checked against paths.ts. */
const unregistered = (path: (typeof unregisteredPaths)[number]) => path;

export const ifferContent = {
  header: {
    label: 'Iffer',
    logo: {
      label: 'الصفحة الرئيسية لـ Iffer',
      src: '/images/iffer/logo.svg',
      // spec §8: like Scanova's, a local default logo when the image fails to load.
      fallbackSrc: '/images/iffer/logo-default.svg',
      width: 120,
      height: 40,
    } satisfies BrandMark,
    logoHref: paths.home,
    items: [
      { label: 'الرئيسية', href: paths.home },
      { label: 'Optimus', href: paths.optimus },
      {
        label: 'Scanova',
        href: paths.scanova,
        // spec §2: these targets are not pages; they land on the 404 page.
        children: [
          { label: 'مولّد رموز QR', href: unregistered('/scanova/qr-generator') },
          { label: 'التحليلات', href: unregistered('/scanova/analytics') },
          { label: 'القوالب', href: unregistered('/scanova/templates') },
          { label: 'واجهة البرمجة (API)', href: unregistered('/scanova/api') },
          { label: 'الأسعار', href: unregistered('/scanova/pricing') },
        ],
      },
      {
        label: 'السيرة الذاتية',
        href: paths.cv,
        children: [
          { label: 'الفريق', href: unregistered('/cv/team') },
          { label: 'الملف الشخصي', href: unregistered('/cv/profile') },
        ],
      },
      { label: 'Iffer', href: paths.iffer },
      { label: 'الأسئلة الشائعة', href: paths.faq },
      { label: 'اتصلوا بنا', href: paths.contact },
    ] satisfies readonly PageHeaderItem[],
  },
  embed: {
    src: site.links.ifferPlatform,
    title: 'منصة Iffer',
    loading: 'جارٍ تحميل منصة Iffer...',
    unreachable: 'يتعذّر عرض منصة Iffer هنا في الوقت الحالي.',
    openLabel: 'فتح منصة Iffer في علامة تبويب جديدة',
    noScriptHint: 'إذا لم تظهر المنصة أدناه:',
  },
} as const satisfies Translation<typeof en.ifferContent>;
