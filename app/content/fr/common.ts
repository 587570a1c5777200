/** French copy of content/en/common.ts. */
import { site } from '@common/site';
import { documentPaths } from '~/config/paths';
import type * as en from '../en/common';
import type { Translation } from '~/content/types/translation';

export const cookieBannerContent = {
  label: 'Consentement aux cookies',
  text: `Nous n’utilisons que le stockage nécessaire au fonctionnement de ce site. Avec votre accord, nous mesurerions aussi la vitesse des pages afin d’améliorer le site. Aucune publicité ni aucun traceur tiers.`,
  accept: 'Tout accepter',
  decline: 'Refuser',
} as const satisfies Translation<typeof en.cookieBannerContent>;

export const documents = documentPaths satisfies Translation<typeof en.documents>;

export const shellContent = {
  skipLink: 'Aller au contenu principal',
  socialImageAlt: `${site.companyName} : matériel d’IA`,
  errorTitle: 'Erreur inattendue de l’application !',
  errorBody:
    'Un problème est survenu lors du chargement de cette page. Il suffit généralement de la recharger.',
  errorReload: 'Recharger la page',
  notFoundTitle: 'Page introuvable',
  notFoundBody: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  notFoundHome: 'Retour à l’accueil',
  loading: 'Chargement…',
  languageHint: 'Cette page existe aussi en {language}.',
  languageHintDismiss: 'Fermer',
  pdfInEnglish: '(PDF, en anglais)',
} as const satisfies Translation<typeof en.shellContent>;

export const uiContent = {
  carousel: {
    role: 'carrousel',
    slide: 'diapositive',
    stop: 'Pause du défilement des diapositives',
    start: 'Lecture du défilement des diapositives',
    previous: 'Diapositive précédente',
    next: 'Diapositive suivante',
    pause: 'Pause',
    play: 'Lecture',
    position: '{n} sur {count}',
    show: 'Afficher {label}',
    showNumber: 'Afficher la diapositive {n}',
  },
  dismiss: 'Fermer',
  features: 'Fonctionnalités',
  socialMedia: 'Réseaux sociaux',
  menu: 'Menu',
  newTab: ' (s’ouvre dans un nouvel onglet)',
} as const satisfies Translation<typeof en.uiContent>;
