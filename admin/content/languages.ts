/** The editor's names of the site's languages, in English (the editor's own language). */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  de: 'German',
  ar: 'Arabic',
};
