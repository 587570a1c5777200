/** Spanish copy of content/en/common.ts. */
import { site } from '@common/site';
import { documentPaths } from '~/config/paths';
import type * as en from '../en/common';
import type { Translation } from '~/content/types/translation';

/** spec §4 cookie banner. */
export const cookieBannerContent = {
  label: 'Consentimiento de cookies',
  text: `Solo usamos el almacenamiento que este sitio necesita para funcionar. Con su consentimiento, también mediríamos la velocidad de las páginas para mejorar el sitio. Sin publicidad ni rastreadores de terceros.`,
  accept: 'Aceptar todo',
  decline: 'Rechazar',
} as const satisfies Translation<typeof en.cookieBannerContent>;

/** Documents linked from several places. */
export const documents = documentPaths;

/** Skip link and error screens. */
export const shellContent = {
  skipLink: 'Saltar al contenido principal',
  socialImageAlt: `${site.companyName}: hardware de IA`,
  errorTitle: '¡Error inesperado en la aplicación!',
  errorBody: 'Se produjo un error al cargar esta página. Normalmente se soluciona al recargarla.',
  errorReload: 'Recargar la página',
  notFoundTitle: 'Página no encontrada',
  notFoundBody: 'La página que busca no existe o se ha trasladado.',
  notFoundHome: 'Volver a la página de inicio',
  /** The loading overlay's text (spec §4). */
  loading: 'Cargando…',
  /** The one-line hint on the home page when another language was chosen before. */
  languageHint: 'Esta página también está disponible en {language}.',
  languageHintDismiss: 'Cerrar',
  /** Added after links to the PDFs, which exist in English only. */
  pdfInEnglish: '(PDF, en inglés)',
} as const satisfies Translation<typeof en.shellContent>;

/** Names of controls drawn by shared UI pieces (carousels, snackbars, lists). */
export const uiContent = {
  carousel: {
    role: 'carrusel',
    slide: 'diapositiva',
    stop: 'Pausa de la rotación de diapositivas',
    start: 'Reproducir la rotación de diapositivas',
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    pause: 'Pausa',
    play: 'Reproducir',
    /** A dot's name when the slides have no titles (`fill` slots `n`, `count`). */
    position: '{n} de {count}',
    show: 'Mostrar {label}',
    showNumber: 'Mostrar la diapositiva {n}',
  },
  dismiss: 'Cerrar',
  features: 'Características',
  socialMedia: 'Redes sociales',
  menu: 'Menú',
  newTab: ' (se abre en una pestaña nueva)',
} as const satisfies Translation<typeof en.uiContent>;
