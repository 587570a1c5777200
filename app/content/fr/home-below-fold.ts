/** French copy of content/en/home-below-fold.ts. */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import { BRANDS_ANCHOR } from './home';
import type {
  Action,
  Brand,
  ChecklistItem,
  FeatureCard,
  Pillar,
  SizedImage,
} from '~/content/types/shapes';
import type * as en from '../en/home-below-fold';
import type { Translation } from '~/content/types/translation';

export const homeMission = {
  headingId: 'mission-title',
  eyebrow: 'Notre mission',
  statement:
    'Nous concevons une intelligence artificielle au service du bien-être à long terme de l’humanité.',
  detail:
    'Chaque appareil que nous fabriquons est conçu pour préserver la santé des personnes, consommer moins d’énergie et durer plus longtemps, afin que les machines intelligentes laissent le monde meilleur qu’elles ne l’ont trouvé.',
} as const satisfies Translation<typeof en.homeMission>;

export const homeBrands = {
  id: BRANDS_ANCHOR,
  headingId: 'brands-title',
  heading: 'Nos marques',
  lead: 'Une seule entreprise, une famille de produits intelligents.',
  pauseLabel: 'Mettre en pause le défilement des logos',
  playLabel: 'Relancer le défilement des logos',
  brands: [
    {
      name: 'Démos TrapTerra',
      href: paths.demos,
      logo: logo('trapterra', 'TrapTerra : démos des produits'),
    },
    { name: 'Lumen', href: paths.lumen, logo: logo('lumen', 'Lumen, chargeur solaire portable') },
    {
      name: 'Edge',
      href: paths.edge,
      logo: logo('edge', `${site.productBrand} Edge, edge computing`),
    },
    {
      name: 'Optimus',
      href: paths.optimus,
      logo: logo('optimus', 'Optimus, patch de santé intelligent'),
    },
    {
      name: 'Scanova',
      href: paths.scanova,
      logo: logo('scanova', 'Scanova, purificateur d’air intelligent'),
    },
    { name: 'Iffer', href: paths.iffer, logo: logo('iffer', 'Plateforme Iffer') },
  ] satisfies Brand[],
} as const satisfies Translation<typeof en.homeBrands>;

function logo(file: string, alt: string): SizedImage {
  return { src: `/images/brands/${file}.svg`, alt, width: 160, height: 48 };
}

export const homeVision = {
  headingId: 'vision-title',
  eyebrow: 'Notre cap',
  heading: 'Notre vision de l’IA',
  lead: 'Quatre engagements guident chaque produit que nous concevons.',
  pillars: [
    {
      title: 'Appareils dotés d’IA',
      description:
        'Du matériel du quotidien qui comprend son environnement et s’adapte aux personnes qui l’utilisent.',
    },
    {
      title: 'Informatique de nouvelle génération',
      description:
        'Des processeurs efficaces qui font entrer l’intelligence des centres de données dans des appareils qui tiennent dans la main.',
    },
    {
      title: 'Intelligence connectée',
      description:
        'Des appareils qui partagent ce qu’ils apprennent en toute sécurité, pour que chaque unité devienne plus intelligente avec le temps.',
    },
    {
      title: 'Recherche et innovation',
      description:
        'Une recherche continue avec des universités et des partenaires, des capteurs jusqu’aux systèmes d’apprentissage.',
    },
  ] satisfies Pillar[],
} as const satisfies Translation<typeof en.homeVision>;

export const homeFeatures = {
  id: 'features',
  headingId: 'features-title',
  eyebrow: 'Au cœur de notre matériel',
  heading: 'Conçu pour l’intelligence',
  lead: 'Les briques qui rendent nos machines rapides, réactives et connectées.',
  items: [
    {
      title: 'Unités de traitement neuronal',
      description:
        'Du silicium dédié qui exécute les réseaux de neurones bien plus vite qu’un processeur généraliste.',
    },
    {
      title: 'Inférence IA en temps réel',
      description:
        'Des décisions en quelques millisecondes sur l’appareil lui-même, sans aller-retour vers le cloud.',
    },
    {
      title: 'Intelligence connectée',
      description:
        'Des liaisons sécurisées entre appareils, applications et tableaux de bord pour que l’information circule en continu.',
    },
    {
      title: 'Performances de nouvelle génération',
      description:
        'Plus de calcul par watt : les appareils tiennent plus longtemps sur batterie et à l’énergie solaire.',
    },
  ] satisfies ChecklistItem[],
  image: {
    src: '/images/home/features-npu-fr.svg',
    alt: 'Schéma d’une unité de traitement neuronal reliée à des capteurs, à un téléphone et au cloud',
    width: 560,
    height: 420,
  } satisfies SizedImage,
} as const satisfies Translation<typeof en.homeFeatures>;

export const homeCards = {
  id: 'performance',
  headingId: 'performance-title',
  eyebrow: 'Pourquoi notre matériel',
  heading: 'Des performances sans compromis',
  cards: [
    {
      icon: 'bolt',
      title: 'Performances ultra-élevées',
      figure: '10x',
      figureLabel: 'plus rapide en traitement',
      description:
        'Une accélération IA dédiée traite les charges de travail dix fois plus vite que du matériel conventionnel.',
    },
    {
      icon: 'leaf',
      title: 'Économe en énergie',
      figure: '50 %',
      figureLabel: 'd’énergie consommée en moins',
      description:
        'Des circuits optimisés et une gestion intelligente de l’alimentation divisent par deux la consommation d’énergie pour le même travail.',
    },
    {
      icon: 'infinity',
      title: 'Évolutivité infinie',
      figure: { icon: 'infinity', name: 'Infini' },
      figureLabel: 'croissance illimitée',
      description:
        'Une extension modulaire, de l’unité isolée jusqu’à l’installation en centre de données : commencez petit et grandissez sans remplacer l’existant.',
    },
  ] satisfies FeatureCard[],
} as const satisfies Translation<typeof en.homeCards>;

export const homeDemo = {
  id: 'demo',
  headingId: 'demo-title',
  heading: 'Découvrez notre IA en action',
  text: 'Explorez TrapTerra pour l’agriculture, OPTIMUS pour l’énergie et MediScan AI pour la santé dans nos démos des produits.',
  actions: [
    { label: 'Voir les démos des produits', href: paths.demos },
    { label: 'Nous contacter', href: paths.contact },
  ] satisfies Action[],
} as const satisfies Translation<typeof en.homeDemo>;
