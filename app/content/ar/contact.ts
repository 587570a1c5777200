/** Modern Standard Arabic copy of content/en/contact.ts (same shape, content-parity test). */
import { contactErrors } from '@common/contact-errors/ar';
import { site } from '@common/site';
import { companyCopy } from './company';
import { paths } from '~/config/paths';
import type { Translation } from '~/content/types/translation';
import type * as en from '../en/contact';

export const contactPageContent = {
  details: {
    heading: 'تواصلوا معنا',
    locationLabel: 'العنوان',
    location: companyCopy.location,
    emailLabel: 'البريد الإلكتروني للدعم',
    emails: [site.emails.support, site.emails.sales],
    phoneLabel: 'الهاتف',
    phone: site.phone,
    personLabel: 'تواصلوا مع',
    person: { name: site.founder.name, href: site.founder.profileUrl },
    personLink: '{name} على LinkedIn',
  },
  form: {
    heading: 'أرسلوا لنا رسالة',
    labels: {
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      subject: 'الموضوع',
      message: 'الرسالة',
    },
    autocomplete: { name: 'name', email: 'email', subject: 'off', message: 'off' },
    submit: 'إرسال الرسالة',
    submitting: 'جارٍ الإرسال...',
    /** spec §8 */
    success: 'أُرسلت رسالتكم بنجاح! سنردّ عليكم قريبًا.',
    requiredNote: 'جميع الحقول إلزامية.',
    /** spec §5/§8: the one validation message. */
    fieldErrors: {
      required: {
        name: 'يُرجى إدخال اسمكم',
        email: 'يُرجى إدخال عنوان بريد إلكتروني صالح',
        subject: 'يُرجى إدخال الموضوع',
        message: 'يُرجى إدخال الرسالة',
      },
      tooLong: '{label}: {max} حرفًا على الأكثر',
      badText: 'يحتوي حقل {label} على حرف لا يمكننا حفظه؛ يُرجى إعادة كتابته',
      invalidEmail: 'يُرجى إدخال عنوان بريد إلكتروني صالح',
    },
    /** The honeypot's label (hidden from people). */
    honeypot: 'الموقع الإلكتروني',
    /** Known API failures in this language (common/contact-errors/). */
    errors: contactErrors,
    /** spec §5: message multiline, 4 rows */
    messageRows: 4,
  },
  footer: {
    links: [
      // spec §2 names /project-request, /terms and /feedback, which are not routes: they point
      // at what serves each purpose here instead of at a 404.
      { label: 'ابدؤوا مشروعًا', href: '#contact-form' },
      { label: 'الشروط', href: `${paths.policy}?tab=terms#terms` },
      { label: 'ملاحظاتكم', href: '#contact-form' },
      { label: 'الأسئلة الشائعة', href: paths.faq },
    ],
    social: [
      { label: 'LinkedIn', href: site.links.linkedinCompany },
      { label: 'X', href: site.links.microblog },
      { label: 'GitHub', href: site.links.codeHost },
      { label: 'YouTube', href: site.links.youtube },
    ],
    tagline: 'نُحدث تحوّلًا في العتاد بفضل الذكاء الاصطناعي',
  },
  chat: {
    open: 'تحدّثوا معنا',
    title: 'الدعم عبر الدردشة',
    close: 'إغلاق الدردشة',
    placeholder: 'اكتبوا رسالتكم...',
    send: 'إرسال',
    inputLabel: 'رسالتكم',
    /** spec §4 */
    botReply: 'شكرًا على رسالتكم!',
    greeting: 'مرحبًا! كيف يمكننا مساعدتكم اليوم؟',
  },
} as const satisfies Translation<typeof en.contactPageContent>;
