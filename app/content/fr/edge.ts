/** French copy of content/en/edge.ts. */
import { site } from '@common/site';
import type { ChecklistItem, FeatureCard } from '~/content/types/shapes';
import type * as en from '../en/edge';
import type { Translation } from '~/content/types/translation';

export const edgeSolutions = {
  id: 'solutions',
  headingId: 'solutions-title',
  heading: 'Solutions d’edge computing',
  lead: 'Traitez les données là où elles naissent : des réponses plus rapides, moins de bande passante et plus de confidentialité.',
  cards: [
    {
      icon: 'gauge',
      title: 'Traitement en temps réel',
      description:
        'L’inférence IA s’exécute sur l’appareil en quelques millisecondes : les machines réagissent instantanément, sans attendre le cloud.',
    },
    {
      icon: 'shield',
      title: 'Sécurité renforcée',
      description:
        'Les données sensibles restent sur site. Seuls les résultats que vous choisissez quittent l’appareil, par des liaisons chiffrées.',
    },
    {
      icon: 'chart',
      title: 'Analyses intelligentes',
      description:
        'Transformez les flux de données de vos capteurs en informations et en alertes claires, directement en périphérie de votre réseau.',
    },
  ] satisfies FeatureCard[],
} as const satisfies Translation<typeof en.edgeSolutions>;

export const edgeWhy = {
  id: 'why',
  headingId: 'why-title',
  heading: `Pourquoi choisir ${site.productBrand} Edge`,
  items: [
    {
      title: 'Faible latence',
      description:
        'Des décisions prises à la source, sans allers-retours vers un centre de données lointain.',
    },
    {
      title: 'Fonctionne hors ligne',
      description:
        'Continue de fonctionner quand la connexion tombe et se synchronise à son retour.',
    },
    {
      title: 'Coûts de bande passante réduits',
      description: 'Envoyez des résultats compacts plutôt que des flux de données brutes.',
    },
    {
      title: 'Évolue avec vous',
      description:
        'Commencez avec une seule unité, puis passez à une flotte gérée depuis un point unique.',
    },
  ] satisfies ChecklistItem[],
} as const satisfies Translation<typeof en.edgeWhy>;
