/** German copy of content/en/common.ts. */
import { site } from '@common/site';
import { documentPaths } from '~/config/paths';
import type * as en from '../en/common';
import type { Translation } from '~/content/types/translation';

/** spec §4 cookie banner. */
export const cookieBannerContent = {
  label: 'Cookie-Einwilligung',
  text: `Wir speichern nur, was diese Website zum Funktionieren braucht. Mit Ihrer Einwilligung würden wir außerdem die Ladegeschwindigkeit der Seiten messen, um die Website zu verbessern. Keine Werbung, keine Tracker von Drittanbietern.`,
  accept: 'Alle akzeptieren',
  decline: 'Ablehnen',
} as const satisfies Translation<typeof en.cookieBannerContent>;

/** Documents linked from several places. */
export const documents = documentPaths satisfies Translation<typeof en.documents>;

/** Skip link and error screens. */
export const shellContent = {
  skipLink: 'Zum Hauptinhalt springen',
  socialImageAlt: `${site.companyName}: KI-Hardware`,
  errorTitle: 'Unerwarteter Anwendungsfehler!',
  errorBody:
    'Beim Laden dieser Seite ist etwas schiefgelaufen. Meist hilft es, die Seite neu zu laden.',
  errorReload: 'Seite neu laden',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundBody: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  notFoundHome: 'Zurück zur Startseite',
  /** The loading overlay's text (spec §4). */
  loading: 'Wird geladen …',
  /** The one-line hint on the home page when another language was chosen before. */
  languageHint: 'Diese Seite gibt es auch auf {language}.',
  languageHintDismiss: 'Schließen',
  /** Added after links to the PDFs, which exist in English only. */
  pdfInEnglish: '(PDF, auf Englisch)',
} as const satisfies Translation<typeof en.shellContent>;

/** Names of controls drawn by shared UI pieces (carousels, snackbars, lists). */
export const uiContent = {
  carousel: {
    role: 'Karussell',
    slide: 'Folie',
    stop: 'Pause des automatischen Bildwechsels',
    start: 'Abspielen des automatischen Bildwechsels',
    previous: 'Vorheriges Bild',
    next: 'Nächstes Bild',
    pause: 'Pause',
    play: 'Abspielen',
    /** A dot's name when the slides have no titles (`fill` slots `n`, `count`). */
    position: '{n} von {count}',
    show: '{label} anzeigen',
    showNumber: 'Folie {n} anzeigen',
  },
  dismiss: 'Schließen',
  features: 'Funktionen',
  socialMedia: 'Social Media',
  menu: 'Menü',
  newTab: ' (öffnet in einem neuen Tab)',
} as const satisfies Translation<typeof en.uiContent>;
