/**
 * What the generated PDFs say beside their content module's copy: the few fixed labels of the
 * slides and the CV (section headings, 'Email', 'Phone') in each language, and each language's
 * typographic spaces (docs/decisions/0043-pdfs-in-every-language.md). The labels live here, not in
 * the copy, because they belong to the documents' layout as the slide numbers do, and adding them
 * to a module's schema would invalidate the revisions already stored for it.
 */
import type { Locale } from '../common/i18n';

/** The labels the PDF layout draws itself, in one language. */
export interface PdfLabels {
  /** Heading of a deck's last slide. */
  contactHeading: string;
  email: string;
  phone: string;
  web: string;
  linkedin: string;
  /** The CV's section headings. */
  profile: string;
  experience: string;
  education: string;
  skills: string;
  languages: string;
}

/** {@link PdfLabels} in every language of the site (common/i18n.ts LOCALES). */
export const pdfLabels: Readonly<Record<Locale, PdfLabels>> = {
  en: {
    contactHeading: 'Contact us',
    email: 'Email',
    phone: 'Phone',
    web: 'Web',
    linkedin: 'LinkedIn',
    profile: 'Profile',
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
  },
  fr: {
    contactHeading: 'Nous contacter',
    email: 'E-mail',
    phone: 'Téléphone',
    web: 'Web',
    linkedin: 'LinkedIn',
    profile: 'Profil',
    experience: 'Expérience',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
  },
  es: {
    contactHeading: 'Contacto',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    web: 'Web',
    linkedin: 'LinkedIn',
    profile: 'Perfil',
    experience: 'Experiencia',
    education: 'Formación',
    skills: 'Competencias',
    languages: 'Idiomas',
  },
  de: {
    contactHeading: 'Kontakt',
    email: 'E-Mail',
    phone: 'Telefon',
    web: 'Web',
    linkedin: 'LinkedIn',
    profile: 'Profil',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    languages: 'Sprachen',
  },
  ar: {
    contactHeading: 'تواصل معنا',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    web: 'الموقع',
    linkedin: 'لينكدإن',
    profile: 'نبذة',
    experience: 'الخبرة المهنية',
    education: 'التعليم',
    skills: 'المهارات',
    languages: 'اللغات',
  },
};

/**
 * Text as a language's typography sets it. French: the space before `: ; ? !` and `»` and after
 * `«` does not break (Lexique des règles typographiques en usage à l'Imprimerie nationale), so a
 * line never starts with the sign. A full no-break space (U+00A0) throughout: Inter's Latin subset
 * has no narrow one (U+202F), which would otherwise be drawn as a breakable space. Only spaces the
 * copy already has are changed (none is added: 'https:' stays whole). The other languages are
 * returned as they are.
 */
export function typeset(text: string, locale: Locale): string {
  if (locale !== 'fr') return text;
  return text.replace(/ ([:;?!»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}
