/** French copy of content/en/demos.ts. */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type { Action, ConnectLink, DemoCard } from '~/content/types/shapes';
import type * as en from '../en/demos';
import type { Translation } from '~/content/types/translation';

export const demoCards = [
  {
    id: 'trapterra',
    category: 'IA agricole',
    title: 'TrapTerra',
    subtitle: 'La détection intelligente des ravageurs pour une agriculture durable',
    description:
      'Des pièges dotés d’IA qui identifient les ravageurs sur le terrain et alertent tôt les agriculteurs, pour protéger les cultures sans pesticides chimiques.',
    features: [
      'Identification des ravageurs par vision par ordinateur',
      'Alertes précoces, avant que les infestations ne s’étendent',
      'Aucun pesticide chimique nécessaire',
      'Unités de terrain alimentées à l’énergie solaire',
      'Tableau de bord de suivi de toute l’exploitation',
    ],
    accent: 'green',
    action: { kind: 'live-demo', label: 'Voir la démo en direct' },
  },
  {
    id: 'optimus',
    category: 'IA énergétique',
    title: 'OPTIMUS',
    subtitle: 'Batterie externe intelligente à recharge solaire pour ordinateurs portables',
    description:
      'Une batterie externe intelligente qui se recharge au soleil et gère l’énergie grâce à l’IA, pour que votre ordinateur portable tienne partout où vous travaillez.',
    features: [
      'Recharge solaire en déplacement',
      'Charge et décharge optimisées par l’IA',
      'Autonomie prolongée de l’ordinateur portable',
      'Suivi de l’état de la batterie',
      'Conception portable et légère',
    ],
    accent: 'amber',
    action: {
      kind: 'link',
      link: { label: 'Découvrir Optimus', href: paths.optimus, reloadDocument: true },
    },
  },
  {
    id: 'mediscan',
    category: 'IA médicale',
    title: 'MediScan AI',
    subtitle: 'Assistant de diagnostic à IA pour les équipes soignantes',
    description:
      'Un assistant de diagnostic qui analyse les données médicales et met en évidence les observations pour les cliniciens, au service de décisions plus rapides et plus sûres.',
    features: [
      'Analyse d’images médicales',
      'Observations mises en évidence pour examen',
      'Aide à la décision clinique',
      'Traitement sécurisé des données des patients',
      'S’intègre aux processus cliniques existants',
    ],
    accent: 'blue',
    action: { kind: 'live-demo', label: 'Voir la démo en direct' },
  },
] as const satisfies readonly DemoCard[] satisfies Translation<typeof en.demoCards>;

export const demoSelection = {
  label: 'Démos des produits',
  actionTarget: 'de {title}',
  note: 'Démo en direct de {title} sélectionnée. Les démos en direct sont organisées sur demande :',
  link: { label: 'contactez-nous pour réserver la vôtre', href: paths.contact } satisfies Action,
} as const satisfies Translation<typeof en.demoSelection>;

export const demosCta = {
  id: 'get-started',
  headingId: 'get-started-title',
  heading: 'Prêt à transformer votre secteur ?',
  text: 'Parlez-nous de votre défi dans l’agriculture, l’énergie ou la santé, et nous vous montrerons ce que notre matériel d’IA peut faire pour le relever.',
  actions: [{ label: 'Commencer dès aujourd’hui', href: paths.contact }] satisfies Action[],
} as const satisfies Translation<typeof en.demosCta>;

export const demosConnect = {
  headingId: 'connect-title',
  heading: 'Restons en contact',
  lead: 'Suivez nos travaux et échangez avec l’équipe.',
  links: [
    { label: 'LinkedIn', href: site.links.linkedinCompany, icon: 'link' },
    { label: 'X', href: site.links.microblog, icon: 'message' },
    { label: 'GitHub', href: site.links.codeHost, icon: 'code' },
    { label: 'Écrivez-nous', href: `mailto:${site.emails.support}`, icon: 'mail' },
  ] satisfies ConnectLink[],
} as const satisfies Translation<typeof en.demosConnect>;
