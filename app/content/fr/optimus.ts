/** French copy of content/en/optimus.ts. */
import { site } from '@common/site';
import { documentPaths, paths } from '~/config/paths';
import type { InfoCard, PresentationDeck, ProductSlide } from '~/content/types/shapes';
import type * as en from '../en/optimus';
import type { Translation } from '~/content/types/translation';

const art = (src: string, alt: string) => ({ src, alt, width: 480, height: 360 });

export const optimusContent = {
  hero: {
    label: 'Points forts d’Optimus',
    eyebrow: 'Patch de santé intelligent Optimus',
    slides: [
      {
        title: 'Optimus',
        tagline: 'Le patch de santé intelligent ultrafin',
        description:
          'Un patch non invasif de 0,5 mm d’épaisseur qui suit le flux sanguin microvasculaire grâce à une optique à microlentilles et à des capteurs sans danger pour la peau.',
        image: art(
          '/images/optimus/patch.svg',
          'Le patch Optimus sur la peau, ses capteurs à microlentilles disposés autour d’une puce centrale',
        ),
        features: [
          '0,5 mm d’épaisseur',
          'Capteurs sans danger pour la peau',
          'Optique à microlentilles',
        ],
      },
      {
        title: 'Suivi avancé',
        tagline: 'Votre microcirculation, en direct sur votre téléphone',
        description:
          'Les mesures continues sont transmises à l’application compagnon, avec un temps de réponse des capteurs de 1 ms et des graphiques clairs pour chaque tendance.',
        image: art(
          '/images/optimus/monitoring.svg',
          'Un téléphone affichant une courbe de flux sanguin en direct et deux vignettes de santé',
        ),
        features: ['Données en temps réel', 'Réponse en 1 ms', 'Application compagnon'],
      },
      {
        title: 'Santé prédictive',
        tagline: 'Une IA qui voit le changement avant que vous ne le ressentiez',
        description:
          'L’IA embarquée apprend vos valeurs de référence et signale tôt les schémas inhabituels, pour que vous et votre médecin puissiez agir plus vite.',
        image: art(
          '/images/optimus/predictive.svg',
          'Un graphique de tendance dont la prévision par IA monte vers un symbole de cœur',
        ),
        features: ['Précision de 99,7 %', 'Alertes précoces', 'Autonomie de 72 h'],
      },
    ] satisfies readonly ProductSlide[],
    discoverMore: { label: 'En savoir plus', href: '#concept' },
    scrollDown: { label: 'Faire défiler jusqu’à l’expérience mobile', href: '#mobile-experience' },
  },
  nav: {
    label: 'Sur cette page',
    sections: [
      { id: 'mobile-experience', label: 'Mobile' },
      { id: 'concept', label: 'Concept' },
      { id: 'features', label: 'Fonctionnalités' },
      { id: 'technology', label: 'Technologie' },
      { id: 'benefits', label: 'Bénéfices' },
      { id: 'contact', label: 'Contact' },
    ],
  },
  mobileExperience: {
    id: 'mobile-experience',
    headingId: 'mobile-experience-heading',
    heading: 'L’expérience mobile',
    lead: 'L’application compagnon transforme les signaux optiques bruts en informations lisibles en un coup d’œil.',
    cards: [
      {
        title: 'Visualisation en temps réel',
        description:
          'Des graphiques en direct du flux sanguin, de la perfusion et du rythme cardiaque, actualisés au fil des mesures du patch.',
      },
      {
        title: 'Interface intuitive',
        description:
          'Des vignettes claires et des résumés en langage simple plutôt que du jargon clinique ; grands caractères et contraste élevé.',
      },
      {
        title: 'Notifications intelligentes',
        description:
          'Des alertes discrètes quand une mesure s’écarte de vos valeurs de référence, avec une suggestion de la marche à suivre.',
      },
    ] satisfies readonly InfoCard[],
  },
  concept: {
    id: 'concept',
    headingId: 'concept-heading',
    heading: 'Le concept en bref',
    summary:
      'Optimus associe un patch souple sans danger pour la peau, une optique à microlentilles et une IA embarquée pour surveiller le flux sanguin microvasculaire sans aiguilles ni équipement encombrant. Les données sont transmises à une application mobile compagnon qui aide chacun, avec son médecin, à repérer les tendances tôt.',
    checks: [
      'Non invasif : ni aiguilles, ni inconfort',
      'Suivi continu, de jour comme de nuit',
      'Analyses par IA sur l’appareil et dans l’application',
      'Conçu pour la maison, la clinique et le sport',
    ],
  },
  features: {
    id: 'features',
    headingId: 'features-heading',
    heading: 'Fonctionnalités clés',
    lead: 'Tout cela dans un patch plus fin qu’une carte bancaire.',
    cards: [
      {
        title: 'Optique à microlentilles',
        description:
          'Un réseau de microlentilles capte l’image du flux capillaire à travers la peau.',
        tag: '0,5 mm d’épaisseur',
      },
      {
        title: 'Analyse par IA',
        description:
          'Des modèles entraînés sur les schémas de microcirculation classent chaque mesure.',
        tag: 'Précision de 99,7 %',
      },
      {
        title: 'Réponse instantanée',
        description: 'Les capteurs échantillonnent assez vite pour saisir chaque onde de pouls.',
        tag: 'Réponse en 1 ms',
      },
      {
        title: 'Autonomie longue durée',
        description:
          'Une électronique basse consommation fait fonctionner le patch pendant des jours.',
        tag: 'Autonomie de 72 h',
      },
      {
        title: 'Matériaux sans danger pour la peau',
        description: 'Adhésif de qualité médicale et couches hypoallergéniques et respirantes.',
        tag: 'Hypoallergénique',
      },
      {
        title: 'Toujours à vos côtés',
        description:
          'Notre équipe aide les cliniques et les utilisateurs dès qu’ils en ont besoin.',
        tag: 'Assistance 24 h/24, 7 j/7',
      },
    ] satisfies readonly InfoCard[],
  },
  technology: {
    id: 'technology',
    headingId: 'technology-heading',
    heading: 'Technologie',
    lead: 'Du signal optique à l’information utile, avec des composants qui gardent le patch abordable.',
    stats: [
      { value: '0,5 mm', label: 'Épaisseur du patch' },
      { value: '1 ms', label: 'Réponse des capteurs' },
      { value: '99,7 %', label: 'Précision de détection' },
      { value: '72 h', label: 'Autonomie de la batterie' },
    ],
    pipeline: {
      heading: 'Étapes de développement',
      steps: [
        {
          title: 'Recherche',
          description: 'Modèles optiques du flux capillaire et des couches de la peau.',
        },
        {
          title: 'Prototype',
          description: 'Des cartes de test rigides, puis le premier patch souple.',
        },
        {
          title: 'Validation clinique',
          description:
            'Études menées avec des cliniques partenaires, par comparaison avec des appareils de référence.',
        },
        {
          title: 'Lancement',
          description: 'Patch certifié et application compagnon à grande échelle.',
        },
      ],
    },
    mvp: {
      heading: 'Composants proposés pour le MVP',
      lead: 'Nomenclature estimée par unité :',
      columns: { part: 'Composant', cost: 'Coût estimé' },
      items: [
        { part: 'Microcontrôleur avec Bluetooth LE', cost: 'environ 8 $' },
        { part: 'Capteur optique de flux sanguin', cost: 'moins de 5 $' },
        { part: 'Optique à microlentilles', cost: 'environ 10 $' },
        { part: 'Circuit imprimé souple', cost: 'de 30 à 50 $ par unité' },
        { part: 'Batterie à couche mince', cost: 'environ 6 $' },
        { part: 'Patch adhésif médical', cost: 'moins de 1 $ par unité' },
      ],
      total: { label: 'Total estimé', cost: 'de 60 à 80 $ par unité' },
    },
    details: [
      {
        title: 'Détection',
        description:
          'La lumière proche infrarouge, à travers les microlentilles, révèle le flux dans les plus petits vaisseaux.',
      },
      {
        title: 'Traitement',
        description:
          'Un contrôleur basse consommation filtre les signaux et exécute des modèles d’IA compacts sur le patch.',
      },
      {
        title: 'Connectivité',
        description:
          'Le Bluetooth LE envoie des synthèses à l’application ; les données brutes ne sortent jamais sans consentement.',
      },
    ] satisfies readonly InfoCard[],
  },
  benefits: {
    id: 'benefits',
    headingId: 'benefits-heading',
    heading: 'Bénéfices pour la santé',
    lead: 'Pourquoi un suivi microvasculaire continu est important.',
    cards: [
      {
        title: 'Détection précoce',
        description:
          'Repérez plus tôt les changements de circulation liés au diabète et aux maladies cardiaques.',
      },
      {
        title: 'Meilleure récupération',
        description:
          'Suivez la cicatrisation après une opération ou une blessure sans visites répétées à la clinique.',
      },
      {
        title: 'Tranquillité d’esprit',
        description:
          'Connaissez vos chiffres chaque jour, avec des alertes uniquement quand c’est important.',
      },
      {
        title: 'Médecins mieux informés',
        description: 'Partagez d’un geste des rapports de tendance clairs avec votre médecin.',
      },
    ] satisfies readonly InfoCard[],
  },
  contact: {
    id: 'contact',
    headingId: 'contact-heading',
    heading: 'Parlez à l’équipe Optimus',
    lead: 'Cliniques, chercheurs et partenaires : nous serions ravis d’échanger avec vous.',
    email: site.emails.sales,
    phone: site.phone,
    links: [
      { label: 'Nous contacter', href: paths.contact },
      { label: 'Télécharger la présentation (en anglais)', href: documentPaths.optimusDeck },
    ],
  },
} as const satisfies Translation<typeof en.optimusContent>;

export const optimusDeck: PresentationDeck = {
  path: documentPaths.optimusDeck,
  title: 'Présentation d’Optimus',
  subtitle:
    'Un patch intelligent ultrafin et non invasif pour le suivi de la santé microvasculaire',
  accent: '#ff751a',
  art: '/images/optimus/patch.svg',
  problem: {
    heading: 'Le problème',
    points: [
      'Les maladies microvasculaires ne présentent souvent aucun symptôme avant que les lésions ne soient installées.',
      'Aujourd’hui, mesurer le flux sanguin dans les petits vaisseaux exige un équipement clinique et des spécialistes.',
      'Les patients atteints de diabète ou de maladies cardiaques sont contrôlés rarement, et non en continu.',
    ],
  },
  solution: {
    heading: 'Notre solution : Optimus',
    points: optimusContent.features.cards.map(
      (card) => `${card.title}\u00a0: ${card.description} (${card.tag})`,
    ),
  },
  figures: {
    heading: 'Chiffres clés et estimation du coût du MVP',
    items: [
      ...optimusContent.technology.stats,
      ...optimusContent.technology.mvp.items.map((item) => ({
        value: item.cost,
        label: item.part,
      })),
      {
        value: optimusContent.technology.mvp.total.cost,
        label: optimusContent.technology.mvp.total.label,
      },
    ],
  },
} satisfies Translation<typeof en.optimusDeck>;
