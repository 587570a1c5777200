/** French copy of content/en/lumen.ts. */
import { site } from '@common/site';
import { formatMoney, formatNumber } from '@common/i18n';
import { documentPaths, paths } from '~/config/paths';
import type {
  InfoCard,
  PageHeaderItem,
  PresentationDeck,
  ProductSlide,
} from '~/content/types/shapes';
import { LUMEN_PRICE_USD } from '../en/lumen';
import type * as en from '../en/lumen';
import type { Translation } from '~/content/types/translation';

export { LUMEN_PRICE_USD } from '../en/lumen';

const art = (src: string, alt: string) => ({ src, alt, width: 480, height: 360 });
const view = (src: string, alt: string) => ({ src, alt, width: 320, height: 320 });

export const lumenContent = {
  product: { name: 'Lumen', priceUsd: LUMEN_PRICE_USD },
  header: {
    label: 'Lumen',
    logoHref: paths.home,
    items: [
      { label: 'Accueil', href: paths.home },
      { label: 'Fonctionnalités', href: '#features' },
      { label: 'Contact', href: '#contact' },
      {
        label: 'Télécharger la présentation (en anglais)',
        href: documentPaths.lumenDeck,
        download: true,
      },
    ] satisfies readonly PageHeaderItem[],
  },
  hero: {
    label: 'Points forts de Lumen',
    eyebrow: 'Chargeur solaire portable Lumen',
    slides: [
      {
        title: 'Lumen',
        tagline: 'L’énergie solaire nomade devient intelligente',
        description:
          'Un chargeur solaire pliable de 100 W et une batterie externe réunis, pour seulement 2,5 kg.',
        image: art(
          '/images/lumen/lumen.svg',
          'Lumen : deux panneaux solaires pliants au soleil, reliés par câble à un bloc d’alimentation ambré',
        ),
        features: ['Puissance solaire de 100 W', '2,5 kg', 'Panneaux pliables'],
      },
      {
        title: 'Recharge intelligente',
        tagline: 'Chaque watt, là où il le faut',
        description:
          'Le suivi MPPT extrait jusqu’à 98 % de la puissance du panneau, et l’USB-C PD recharge rapidement ordinateurs portables et téléphones.',
        image: art(
          '/images/lumen/charging.svg',
          'Le bloc d’alimentation Lumen rechargeant rapidement un téléphone par un câble USB-C',
        ),
        features: [
          'Rendement MPPT jusqu’à 98 %',
          'USB-C PD 100 W+',
          'Prédiction des pannes par IA',
        ],
      },
      {
        title: 'Paré pour le hors-réseau',
        tagline: 'De l’énergie partout où brille le soleil',
        description:
          'Des campings aux cliniques isolées, Lumen alimente les appareils essentiels sans réseau électrique.',
        image: art(
          '/images/lumen/off-grid.svg',
          'Une tente et un panneau Lumen en montagne, sous un soleil éclatant',
        ),
        features: [
          'Aucun réseau nécessaire',
          'Résistant aux intempéries',
          '90 % de réduction des coûts énergétiques',
        ],
      },
    ] satisfies readonly ProductSlide[],
  },
  demo: {
    id: 'demo',
    headingId: 'demo-heading',
    heading: 'Démo du produit',
    lead: 'Lumen sous toutes ses faces.',
    views: [
      {
        label: 'Vue de face',
        image: view(
          '/images/lumen/view-front.svg',
          'Face avant du boîtier Lumen : écran, bouton marche/arrêt et trois ports',
        ),
      },
      {
        label: 'Vue arrière',
        image: view(
          '/images/lumen/view-back.svg',
          'Face arrière du boîtier Lumen : ailettes de refroidissement et connecteur du panneau',
        ),
      },
      {
        label: 'Vue de côté',
        image: view(
          '/images/lumen/view-side.svg',
          'Côté du boîtier Lumen : deux ports USB et l’entrée CC',
        ),
      },
    ],
  },
  features: {
    id: 'features',
    headingId: 'features-heading',
    heading: 'Fonctionnalités et chiffres',
    lead: 'Ce que Lumen apporte, en chiffres.',
    cards: [
      {
        title: 'Puissance solaire',
        description: 'Panneaux monocristallins à haut rendement.',
        tag: '100 W',
      },
      { title: 'Poids', description: 'Assez léger pour l’emporter partout.', tag: '2,5 kg' },
      {
        title: 'Rendement MPPT',
        description: 'Contrôleur de charge à suivi du point de puissance maximale.',
        tag: 'jusqu’à 98 %',
      },
      {
        title: 'Recharge rapide',
        description: 'USB-C Power Delivery pour ordinateurs portables et téléphones.',
        tag: 'USB-C PD 100 W+',
      },
      {
        title: 'Prédiction des pannes',
        description:
          'L’IA repère les défaillances de la batterie et des panneaux avant qu’elles ne surviennent.',
        tag: '24 à 72 heures à l’avance',
      },
      {
        title: 'Économies d’énergie',
        description: 'Réduit la facture énergétique des sites hors réseau.',
        tag: '90 % de réduction des coûts énergétiques',
      },
      {
        title: 'Air plus sain',
        description:
          'Remplacer les groupes électrogènes diesel améliore la qualité de l’air local.',
        tag: '95 % d’amélioration de la qualité de l’air',
      },
      {
        title: 'Marché',
        description: 'Le marché du solaire portable auquel nous nous adressons.',
        tag: 'Marché de 15 Md$',
      },
    ] satisfies readonly InfoCard[],
  },
  pricing: {
    id: 'pricing',
    headingId: 'pricing-heading',
    heading: 'Prix de l’appareil',
    lead: 'Un prix unique, tout compris : panneaux, bloc d’alimentation et câbles.',
    prices: [
      { amount: `${formatNumber('fr', LUMEN_PRICE_USD)}\u00a0$`, currency: 'USD' },
      { amount: formatNumber('fr', 40000), currency: 'DZD' },
    ],
    cta: { label: 'Commander via notre page de contact', href: paths.contact },
  },
  components: {
    id: 'components',
    headingId: 'components-heading',
    heading: 'Composants matériels',
    lead: 'Sept éléments conçus pour fonctionner ensemble.',
    cards: [
      {
        title: 'Panneaux solaires monocristallins',
        description: 'Deux panneaux pliants pour 100 W de puissance.',
      },
      {
        title: 'Contrôleur de charge MPPT',
        description: 'Jusqu’à 98 % de rendement de conversion.',
      },
      {
        title: 'Batterie lithium-fer-phosphate',
        description: 'Des milliers de cycles, une chimie sûre.',
      },
      {
        title: 'Module USB-C PD',
        description: 'Recharge rapide 100 W+ pour ordinateurs portables.',
      },
      {
        title: 'Puce de surveillance IA',
        description: 'Prédit les pannes 24 à 72 heures à l’avance.',
      },
      {
        title: 'Écran et commandes',
        description: 'Niveau de charge, entrée et sortie en un coup d’œil.',
      },
      {
        title: 'Boîtier résistant aux intempéries',
        description: 'Coque robuste avec ailettes de refroidissement passif.',
      },
    ],
  },
  download: {
    id: 'download',
    headingId: 'download-heading',
    heading: 'Télécharger la présentation de Lumen',
    lead: 'Le dossier de présentation complet : caractéristiques, marché et prix.',
    label: 'Télécharger la présentation (PDF, en anglais)',
    href: documentPaths.lumenDeck,
  },
  contact: {
    id: 'contact',
    headingId: 'contact-heading',
    heading: 'Contact',
    lead: 'Questions, distribution ou commandes en gros : écrivez-nous.',
    email: site.emails.sales,
    phone: site.phone,
    links: [{ label: 'Formulaire de contact', href: paths.contact }],
  },
  footer: {
    tagline: 'Lumen : l’énergie solaire qui voit loin.',
    links: [
      { label: 'Accueil', href: paths.home },
      { label: 'Fonctionnalités', href: '#features' },
      { label: 'Contact', href: paths.contact },
    ],
  },
} as const satisfies Translation<typeof en.lumenContent>;

export const lumenDeck: PresentationDeck = {
  path: documentPaths.lumenDeck,
  title: 'Dossier de présentation Lumen',
  subtitle: 'Le chargeur solaire portable pour une énergie intelligente, hors réseau',
  accent: '#d97706',
  art: '/images/lumen/lumen.svg',
  problem: {
    heading: 'Le problème',
    points: [
      'Des centaines de millions de personnes et de nombreuses cliniques vivent avec une alimentation électrique peu fiable.',
      'Les groupes électrogènes diesel sont coûteux, bruyants et polluent l’air.',
      'Les chargeurs portables sont soit trop faibles pour un ordinateur portable, soit trop lourds à transporter.',
    ],
  },
  solution: {
    heading: 'Notre solution : Lumen',
    points: lumenContent.components.cards.map(
      (item, i) => `${i + 1}. ${item.title}\u00a0: ${item.description}`,
    ),
  },
  figures: {
    heading: 'Chiffres clés',
    items: [
      ...lumenContent.features.cards.map((card) => ({ value: card.tag, label: card.title })),
      { value: formatMoney('fr', LUMEN_PRICE_USD, 'USD'), label: 'prix de l’appareil' },
      { value: formatMoney('fr', 40000, 'DZD'), label: 'prix de l’appareil en Algérie' },
    ],
  },
} satisfies Translation<typeof en.lumenDeck>;
