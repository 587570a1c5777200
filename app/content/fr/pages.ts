/** French copy of content/en/pages.ts. */
import { site } from '@common/site';
import { companyCopy } from './company';
import { formatDate, formatMoney } from '@common/i18n';
import type { RoutePath } from '~/config/paths';
import type { PageIntro } from '~/content/types/shapes';
import type * as en from '../en/pages';
import type { Translation } from '~/content/types/translation';

export const pageIntros: Record<RoutePath, PageIntro> = {
  '/': {
    title: 'Matériel d’IA performant et machines de qualité',
    description:
      'Du matériel d’IA au service du bien-être à long terme de l’humanité : patchs de santé intelligents, purificateurs d’air solaires, chargeurs solaires portables et edge computing.',
    heading: 'Matériel d’IA performant et machines de qualité',
    lead: 'Des appareils intelligents qui perçoivent, apprennent et agissent là où les gens vivent et travaillent : des patchs de santé intelligents aux purificateurs d’air solaires, en passant par les équipements d’edge computing.',
  },
  '/demos': {
    title: 'Démos des produits',
    description:
      'Découvrez notre IA dans l’agriculture, l’énergie et la santé : la détection des ravageurs TrapTerra, la batterie intelligente solaire OPTIMUS et l’assistant de diagnostic MediScan AI.',
    heading: 'Démos des produits',
    lead: 'Découvrez comment notre matériel d’IA transforme l’agriculture, l’énergie et la santé, de la détection des ravageurs sans produits chimiques à l’aide au diagnostic, en passant par l’énergie à recharge solaire.',
  },
  '/contact': {
    title: 'Contactez-nous',
    description:
      'Contactez notre équipe au sujet du matériel d’IA, d’un partenariat, de cours d’anglais, de formations aux technologies ou de développement web. Nous répondons à chaque message.',
    heading: 'Contactez-nous',
    lead: 'Une question sur nos produits, un partenariat ou un projet ? Envoyez-nous un message et nous vous répondrons rapidement.',
    keywords: [
      'contact',
      'matériel d’IA',
      'assistance',
      'partenariat',
      companyCopy.locality,
      'développement web',
      'formation aux technologies',
    ],
  },
  '/optimus': {
    title: 'Optimus, patch de santé intelligent',
    description:
      'Optimus : un patch intelligent ultrafin et non invasif qui surveille le flux sanguin microvasculaire grâce à une optique à microlentilles, à l’IA et à des capteurs sans danger pour la peau.',
    heading: 'Optimus',
    lead: 'Un patch intelligent ultrafin et non invasif pour le suivi du flux sanguin microvasculaire et de la santé, avec optique à microlentilles, IA, capteurs sans danger pour la peau et application mobile compagnon.',
  },
  '/faq': {
    title: 'Questions fréquentes',
    description:
      'Réponses sur notre matériel d’IA : précision et autonomie d’Optimus, purification de l’air par Scanova, recharge solaire avec Lumen, commandes et assistance.',
    heading: 'Questions fréquentes',
    lead: 'Tout ce que vous devez savoir sur nos produits, notre technologie et notre assistance.',
  },
  '/learn': {
    title: 'À propos de notre matériel d’IA',
    description:
      'Notre entreprise, notre technologie et notre équipe : du matériel d’IA pour le diagnostic médical et la surveillance agricole, caractéristiques techniques, grandes étapes et direction.',
    heading: 'Du matériel d’IA pour un avenir meilleur',
    lead: 'Nous concevons du matériel d’IA pour le diagnostic médical et la surveillance agricole, pensé pour les conditions réelles et conçu pour passer à l’échelle.',
  },
  '/scanova': {
    title: 'Scanova, purificateur d’air intelligent',
    description:
      'Scanova : un purificateur d’air intelligent, solaire et piloté par l’IA, qui mesure la qualité de l’air, gère sa propre énergie et protège la santé respiratoire.',
    heading: 'Purificateur d’air intelligent à IA',
    lead: 'Scanova analyse l’air qui vous entoure, apprend votre environnement et le purifie grâce à l’énergie solaire.',
  },
  '/cv': {
    title: 'Curriculum vitae',
    description: `${site.founder.name}, ${companyCopy.founderRole}\u00a0: consultez son curriculum vitae en ligne ou téléchargez-le en PDF (en anglais).`,
    heading: 'Curriculum vitae',
    lead: `${site.founder.name}, ${companyCopy.founderRole}.`,
  },
  '/iffer': {
    title: 'Plateforme Iffer',
    description: 'Iffer : notre plateforme externe intégrée, accessible directement sur le site.',
    heading: 'Plateforme Iffer',
    lead: 'La plateforme Iffer, intégrée ci-dessous dans son intégralité.',
  },
  '/edge': {
    title: `${site.productBrand} Edge`,
    description:
      'Des solutions d’edge computing : traitement en temps réel, sécurité renforcée et analyses intelligentes, là où vos données sont créées.',
    heading: `${site.productBrand} Edge`,
    lead: 'Solutions d’edge computing : l’intelligence là où naissent vos données, avec traitement en temps réel, sécurité renforcée et analyses intelligentes.',
  },
  '/lumen': {
    title: 'Lumen, chargeur solaire portable',
    description: `Lumen\u00a0: un chargeur solaire portable avec une puissance solaire de 100\u00a0W, un rendement MPPT allant jusqu’à 98\u202f% et l’USB-C PD, prêt pour la vie hors réseau. À partir de ${formatMoney('fr', 299, 'USD')}.`,
    heading: 'Lumen',
    lead: 'Un chargeur solaire portable pour une recharge intelligente, hors réseau : 100 W de puissance solaire pour 2,5 kg.',
  },
  '/policy': {
    title: 'Informations légales',
    description: `Notre politique de confidentialité et nos conditions d’utilisation, en vigueur depuis le ${formatDate('fr', '2024-01-01')}.`,
    heading: 'Informations légales',
    lead: `Notre politique de confidentialité et nos conditions d’utilisation, en vigueur depuis le ${formatDate('fr', '2024-01-01')}.`,
  },
} satisfies Translation<typeof en.pageIntros>;
