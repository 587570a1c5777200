/** French copy of content/en/scanova.ts. */
import { site } from '@common/site';
import { documentPaths, paths } from '~/config/paths';
import type {
  BrandMark,
  InfoCard,
  PageHeaderItem,
  PresentationDeck,
  Prototype,
} from '~/content/types/shapes';
import type * as en from '../en/scanova';
import type { Translation } from '~/content/types/translation';

const logo: BrandMark = {
  label: 'Accueil Scanova',
  src: '/images/scanova/logo.svg',
  // spec §8: the header logo falls back to a local default logo.
  fallbackSrc: '/images/scanova/logo-default.svg',
  width: 160,
  height: 40,
};

export const scanovaContent = {
  header: {
    label: 'Scanova',
    logo,
    logoHref: paths.home,
    items: [
      { label: 'Équipe', href: '#team' },
      { label: 'Présentation (en anglais)', href: documentPaths.scanovaDeck, download: true },
      { label: 'LinkedIn', href: site.links.linkedinCompany, external: true },
    ] satisfies readonly PageHeaderItem[],
  },
  hero: {
    eyebrow: 'Scanova',
    heading: 'Purificateur d’air intelligent à IA',
    lead: 'Scanova analyse l’air qui vous entoure, apprend votre environnement et le purifie grâce à l’énergie solaire, pour que chaque respiration soit plus saine.',
    explore: { label: 'Découvrir les fonctionnalités', href: '#frameworks' },
    demo: { label: 'Voir la démo', href: '#presentation' },
    image: {
      src: '/images/scanova/purifier.svg',
      alt: 'Le purificateur Scanova : une tour blanche surmontée d’un panneau solaire, avec un anneau d’état lumineux',
      width: 360,
      height: 400,
    },
  },
  readings: {
    headingId: 'live-readings-heading',
    heading: 'Mesures en direct',
    note: 'Données de démonstration simulées, actualisées toutes les 3 secondes.',
    air: {
      heading: 'Qualité de l’air',
      aqiLabel: 'Indice de qualité de l’air',
      labels: {
        pm25: 'PM2,5 (µg/m³)',
        pm10: 'PM10 (µg/m³)',
        co2: 'CO₂ (ppm)',
        humidity: 'Humidité (%)',
        temperature: 'Température (°C)',
        voc: 'COV (mg/m³)',
      },
    },
    respiratory: {
      heading: 'Santé respiratoire',
      scoreLabel: 'Score respiratoire',
      allergenLabel: 'Niveau d’allergènes',
      asthmaLabel: 'Risque d’asthme',
      allergenValue: 'Faible',
      asthmaValue: 'Minimal',
      recommendations: [
        'La qualité de l’air est bonne : c’est le bon moment pour aérer un peu.',
        'Laissez le purificateur en mode automatique la nuit pour un sommeil optimal.',
      ],
    },
    power: {
      heading: 'Énergie solaire',
      solarLabel: 'Production solaire (%)',
      batteryLabel: 'Batterie (%)',
      consumptionLabel: 'Consommation (W)',
      autonomyLabel: 'Autonomie (heures)',
    },
  },
  prototypes: {
    id: 'prototypes',
    headingId: 'prototypes-heading',
    heading: 'Du prototype au produit',
    lead: 'Quatre générations, chacune plus intelligente que la précédente.',
    label: 'Prototypes Scanova',
    items: [
      {
        src: '/images/scanova/prototype-v1.svg',
        title: 'V1',
        desc: 'Positionnement de base',
        alt: 'Prototype V1 : un simple boîtier de purification avec un seul capteur',
      },
      {
        src: '/images/scanova/prototype-v2.svg',
        title: 'V2',
        desc: 'Intégration multicapteur',
        alt: 'Prototype V2 : le purificateur relié à deux modules de capteurs externes',
      },
      {
        src: '/images/scanova/prototype-v3.svg',
        title: 'V3',
        desc: 'Optimisation pilotée par l’IA',
        alt: 'Prototype V3 : le purificateur avec une puce d’IA et des courbes de tendance ascendantes',
      },
      {
        src: '/images/scanova/prototype-v4.svg',
        title: 'V4',
        desc: 'Système d’apprentissage complet',
        alt: 'Prototype V4 : le purificateur au centre d’un réseau de quatre nœuds d’apprentissage',
      },
    ] satisfies readonly Prototype[],
  },
  frameworks: {
    id: 'frameworks',
    headingId: 'frameworks-heading',
    heading: 'Briques fonctionnelles',
    lead: 'Quatre briques fonctionnelles travaillent de concert dans chaque Scanova.',
    cards: [
      {
        title: 'Analyse de l’air',
        description: 'Particules, CO₂, humidité, température et COV, mesurés en continu.',
      },
      {
        title: 'Gestion de l’énergie solaire',
        description:
          'Un panneau solaire et une batterie intelligente font fonctionner le purificateur hors réseau.',
      },
      {
        title: 'Suivi de la santé',
        description:
          'Score respiratoire, niveau d’allergènes et risque d’asthme, déduits de l’air que vous respirez.',
      },
      {
        title: 'Diagnostic et sécurité',
        description:
          'Autotests, suivi de la durée de vie des filtres et données chiffrées et confidentielles.',
      },
    ] satisfies readonly InfoCard[],
  },
  subsystems: {
    id: 'subsystems',
    headingId: 'subsystems-heading',
    heading: 'Sous-systèmes',
    lead: 'Le matériel derrière les briques fonctionnelles.',
    cards: [
      {
        title: 'Réseau de capteurs',
        description:
          'Compteur de particules laser, capteur de CO₂ NDIR, capteurs de COV et capteurs climatiques.',
        tag: '6 capteurs',
      },
      {
        title: 'Unité de filtration',
        description:
          'Préfiltre, filtre HEPA et charbon actif, avec un ventilateur à vitesse variable.',
        tag: 'HEPA',
      },
      {
        title: 'Unité d’alimentation',
        description: 'Panneau solaire, contrôleur MPPT et batterie lithium.',
        tag: '18 h d’autonomie',
      },
      {
        title: 'Carte de contrôle',
        description:
          'Processeur d’IA embarquée avec Wi-Fi et Bluetooth pour l’application et les mises à jour.',
        tag: 'IA embarquée',
      },
    ] satisfies readonly InfoCard[],
  },
  aiLayer: {
    id: 'ai-layer',
    headingId: 'ai-layer-heading',
    heading: 'La couche IA',
    lead: 'Des modèles embarqués transforment les mesures en décisions.',
    points: [
      'Prévoit les pics de pollution à partir des tendances quotidiennes et ajuste le ventilateur avant leur arrivée.',
      'Équilibre la purification en fonction de l’apport solaire et du niveau de la batterie.',
      'Apprend quelles pièces et quelles heures comptent le plus pour les occupants.',
      'Signale la dérive des capteurs et l’usure des filtres avant qu’elles n’affectent l’air.',
    ],
  },
  architecture: {
    id: 'architecture',
    headingId: 'architecture-heading',
    heading: 'Architecture du système',
    lead: 'Comment les données circulent dans Scanova.',
    stepLabel: 'Étape',
    steps: [
      {
        title: 'Mesurer',
        description: 'Les capteurs analysent l’air à quelques secondes d’intervalle.',
      },
      {
        title: 'Analyser',
        description: 'L’IA embarquée évalue la qualité de l’air et le risque pour la santé.',
      },
      {
        title: 'Agir',
        description: 'La vitesse du ventilateur et la filtration s’adaptent automatiquement.',
      },
      { title: 'Alimenter', description: 'La gestion de l’énergie équilibre solaire et batterie.' },
      {
        title: 'Informer',
        description: 'L’application affiche les mesures et les recommandations.',
      },
    ],
  },
  example: {
    id: 'example',
    headingId: 'example-heading',
    heading: 'Un exemple concret',
    body: 'Dans une classe de 30 élèves, le CO₂ grimpe vite après le premier cours. Scanova détecte la hausse, augmente la vitesse de son ventilateur et suggère d’ouvrir une fenêtre à la récréation. Dans l’après-midi, la salle repasse sous les 600 ppm, et le purificateur a fonctionné toute la journée grâce au soleil.',
    figures: [
      { value: '30', label: 'élèves dans la salle' },
      { value: '< 600 ppm', label: 'de CO₂ dans l’après-midi' },
      { value: '100 %', label: 'alimenté à l’énergie solaire' },
    ],
  },
  team: {
    id: 'team',
    headingId: 'team-heading',
    heading: 'Notre équipe',
    members: [
      {
        name: site.founder.name,
        role: 'Fondateur et PDG',
        description:
          'Porte la vision de Scanova, de la recherche sur l’analyse de l’air jusqu’au produit solaire.',
        portrait: { src: '/images/cv/portrait.svg', alt: '', width: 120, height: 120 },
        cv: { label: 'Voir le CV', href: paths.cv },
      },
    ],
  },
  presentation: {
    id: 'presentation',
    headingId: 'presentation-heading',
    heading: 'Présentation',
    lead: 'Scanova à l’œuvre.',
    placeholder: 'La démo interactive s’affichera ici.',
    startDemo: 'Lancer la démo',
    startDemoNote: 'La démo en direct n’est pas encore disponible.',
    deck: {
      label: 'Télécharger le dossier de présentation (PDF, en anglais)',
      href: documentPaths.scanovaDeck,
    },
  },
  footer: {
    logo: { ...logo, label: 'Scanova', fallbackSrc: '/images/scanova/logo-default.svg' },
    tagline: 'Un air plus pur, alimenté par le soleil et guidé par l’IA.',
    links: [
      { label: 'Accueil', href: paths.home },
      { label: 'Équipe', href: '#team' },
      { label: 'Contact', href: paths.contact },
    ],
  },
} as const satisfies Translation<typeof en.scanovaContent>;

export const scanovaDeck: PresentationDeck = {
  path: documentPaths.scanovaDeck,
  title: 'Dossier de présentation Scanova',
  subtitle: 'Purificateur d’air intelligent à IA, alimenté à l’énergie solaire',
  accent: '#0f766e',
  art: '/images/scanova/purifier.svg',
  problem: {
    heading: 'Le problème',
    points: [
      'L’air intérieur est souvent plus pollué que l’air extérieur, et personne ne le voit.',
      'Les purificateurs classiques fonctionnent à l’aveugle : ils gaspillent de l’énergie ou passent à côté des pics de pollution.',
      'De nombreux foyers, écoles et cliniques disposent d’une alimentation électrique peu fiable.',
    ],
  },
  solution: {
    heading: 'Notre solution : Scanova',
    points: [
      ...scanovaContent.frameworks.cards.map((card) => `${card.title}\u00a0: ${card.description}`),
      ...scanovaContent.prototypes.items.map((p) => `${p.title}\u00a0: ${p.desc}`),
    ],
  },
  figures: {
    heading: 'Chiffres clés',
    items: [
      { value: '28', label: 'indice initial de qualité de l’air dans la démo en direct' },
      { value: '85', label: 'score respiratoire' },
      { value: '85 %', label: 'production solaire' },
      { value: '92 %', label: 'niveau de batterie' },
      { value: '18 h', label: 'autonomie sur batterie' },
      { value: '500+', label: 'installations' },
      { value: '24 h/24, 7 j/7', label: 'assistance' },
    ],
  },
} satisfies Translation<typeof en.scanovaDeck>;
