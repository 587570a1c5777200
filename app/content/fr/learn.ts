/** French copy of content/en/learn.ts. */
import { site } from '@common/site';
import { companyCopy } from './company';
import { formatNumber } from '@common/i18n';
import { documentPaths, paths } from '~/config/paths';
import type {
  Action,
  FeatureCard,
  GalleryFigure,
  Milestone,
  SizedImage,
  Stat,
  TeamMember,
} from '~/content/types/shapes';
import type * as en from '../en/learn';
import type { Translation } from '~/content/types/translation';

const img = (file: string, alt: string, width = 600, height = 340): SizedImage => ({
  src: `/images/learn/${file}.svg`,
  alt,
  width,
  height,
});

/** Try Demo (→ /demos) and Contact Us. */
const learnActions = [
  { label: 'Essayer la démo', href: paths.demos },
  { label: 'Nous contacter', href: paths.contact },
] satisfies Action[];

export const learnSolutions = {
  id: 'solutions',
  headingId: 'solutions-title',
  eyebrow: 'Ce que nous concevons',
  heading: 'Solutions de matériel d’IA',
  lead: 'Des appareils conçus sur mesure pour les domaines où l’intelligence compte le plus.',
  cards: [
    {
      title: 'Diagnostic médical',
      image: img(
        'medical',
        'Un patch intelligent sur un avant-bras, à côté d’un graphique de fréquence cardiaque',
      ),
      description:
        'Des capteurs non invasifs et une IA embarquée qui surveillent en continu le flux sanguin et les signes vitaux, pour aider les cliniciens à repérer les problèmes tôt.',
      bullets: [
        'Suivi continu et non invasif',
        'Analyse par IA embarquée',
        'Application compagnon pour les patients et leurs aidants',
      ],
    },
    {
      title: 'Surveillance agricole',
      image: img(
        'agriculture',
        'Un piège à capteurs alimenté à l’énergie solaire, planté dans un champ cultivé',
      ),
      description:
        'Des unités de terrain alimentées à l’énergie solaire qui détectent les ravageurs et suivent l’état des cultures, pour que les agriculteurs agissent tôt et utilisent moins de produits chimiques.',
      bullets: [
        'Détection des ravageurs par vision par ordinateur',
        'Unités solaires autonomes, hors réseau',
        'Alertes sur toute l’exploitation',
      ],
    },
  ] satisfies FeatureCard[],
} as const satisfies Translation<typeof en.learnSolutions>;

export const learnPresentations = {
  id: 'presentations',
  headingId: 'presentations-title',
  eyebrow: 'Voyez par vous-même',
  heading: 'Présentations et démos des produits',
  cards: [
    {
      icon: 'play',
      title: 'Démos des produits',
      description:
        'Découvrez TrapTerra, OPTIMUS et MediScan AI à l’œuvre dans l’agriculture, l’énergie et la santé.',
      action: { label: 'Voir la démo', href: paths.demos },
    },
    {
      icon: 'slides',
      title: 'Supports de présentation',
      description:
        'Notre présentation d’Optimus : la technologie, la feuille de route et l’équipe qui la porte.',
      action: { label: 'Voir les diapositives (en anglais)', href: documentPaths.optimusDeck },
    },
    {
      icon: 'book',
      title: 'Études de cas',
      description:
        'Les résultats obtenus dans des cliniques, des exploitations agricoles et des installations où notre matériel est déjà à l’œuvre.',
      action: { label: 'Lire les études de cas', href: '#in-action' },
    },
  ] satisfies FeatureCard[],
} as const satisfies Translation<typeof en.learnPresentations>;

export const learnSpecs = {
  id: 'specifications',
  headingId: 'specifications-title',
  eyebrow: 'Technologie',
  heading: 'Caractéristiques techniques',
  lead: 'Les chiffres de notre plateforme de matériel d’IA.',
  stats: [
    {
      value: '50 TOPS',
      label: 'Performance IA',
      description:
        'Des milliers de milliards d’opérations par seconde pour l’inférence sur l’appareil.',
    },
    {
      value: '16 Go',
      label: 'Mémoire',
      description: 'Une mémoire à large bande passante pour les grands modèles.',
    },
    {
      value: 'IP67',
      label: 'Robustesse',
      description: 'Étanche à la poussière et protégé contre l’immersion dans l’eau.',
    },
    {
      value: '15 W',
      label: 'Consommation',
      description: 'Assez sobre pour fonctionner à l’énergie solaire et sur batterie.',
    },
    { value: '48 h', label: 'Batterie', description: 'Deux jours de fonctionnement autonome.' },
  ] satisfies Stat[],
} as const satisfies Translation<typeof en.learnSpecs>;

export const learnInAction = {
  id: 'in-action',
  headingId: 'in-action-title',
  eyebrow: 'Études de cas',
  heading: 'Notre matériel en action',
  lead: 'Là où nos appareils font déjà la différence.',
  figures: [
    {
      image: img(
        'action-installations',
        'Des rangées d’appareils connectés qui remontent leurs données vers un tableau de bord central',
        400,
        260,
      ),
      figure: '500+',
      caption: 'installations équipées de notre matériel d’IA',
    },
    {
      image: img('action-hectares', 'Des champs parsemés d’unités de surveillance', 400, 260),
      figure: `${formatNumber('fr', 1000)}+`,
      caption: 'hectares de terres agricoles surveillés',
    },
    {
      image: img('action-institutions', 'Un hôpital et une université reliés entre eux', 400, 260),
      figure: '50+',
      caption: 'établissements médicaux et de recherche accompagnés',
    },
  ] satisfies GalleryFigure[],
} as const satisfies Translation<typeof en.learnInAction>;

export const learnTimeline = {
  id: 'journey',
  headingId: 'journey-title',
  eyebrow: 'Notre histoire',
  heading: 'Notre parcours',
  milestones: [
    {
      year: '2020',
      title: 'Création',
      description: `${site.companyName} naît avec un objectif\u00a0: du matériel d’IA au service du bien-être à long terme de l’humanité.`,
    },
    {
      year: '2021',
      title: 'Premiers prototypes',
      description:
        'Premiers prototypes de capteurs et de traitement en périphérie, testés avec des universités partenaires.',
    },
    {
      year: '2022',
      title: 'Pilotes sur le terrain',
      description:
        'Projets pilotes de surveillance agricole et premières unités de terrain alimentées à l’énergie solaire.',
    },
    {
      year: '2023',
      title: 'Suivi de la santé',
      description: 'Développement du patch intelligent Optimus et du purificateur d’air Scanova.',
    },
    {
      year: '2024',
      title: 'La famille s’agrandit',
      description:
        'Lumen, Edge et Iffer rejoignent la gamme, avec des partenaires dans de nombreux secteurs.',
    },
  ] satisfies Milestone[],
} as const satisfies Translation<typeof en.learnTimeline>;

export const learnTeam = {
  id: 'team',
  headingId: 'team-title',
  eyebrow: 'Direction',
  heading: 'Notre équipe',
  members: [
    {
      name: site.founder.name,
      role: companyCopy.founderRole,
      description:
        'Porte la vision de l’entreprise et sa stratégie produit, de la recherche jusqu’au marché.',
      portrait: img('team-founder', `Portrait illustré\u00a0: ${site.founder.name}`, 112, 112),
    },
    {
      name: 'Sam Example',
      role: 'Directeur technique',
      description:
        'Dirige l’ingénierie matérielle et IA : capteurs, processeurs et modèles embarqués.',
      portrait: img('team-cto', 'Portrait illustré : Sam Example', 112, 112),
    },
    {
      name: 'Jordan Example',
      role: 'Responsable de la recherche et des partenariats',
      description:
        'Travaille avec des universités, des cliniques et des exploitations agricoles pour tester nos appareils en conditions réelles.',
      portrait: img('team-research', 'Portrait illustré : Jordan Example', 112, 112),
    },
  ] satisfies TeamMember[],
} as const satisfies Translation<typeof en.learnTeam>;

export const learnCta = {
  id: 'get-started',
  headingId: 'get-started-title',
  heading: 'Envie de le voir à l’œuvre ?',
  text: 'Essayez nos démos des produits ou parlez de votre projet avec l’équipe.',
  actions: learnActions,
} as const satisfies Translation<typeof en.learnCta>;
