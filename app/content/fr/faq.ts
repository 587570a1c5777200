/** French copy of content/en/faq.ts. */
import { site } from '@common/site';
import { formatMoney } from '@common/i18n';
import { paths } from '~/config/paths';
import type { Action, FaqItem } from '~/content/types/shapes';
import type * as en from '../en/faq';
import type { Translation } from '~/content/types/translation';

export const faqItems = [
  {
    question: 'Qu’est-ce qu’Optimus ?',
    answer:
      'Optimus est un patch intelligent ultrafin et non invasif qui surveille le flux sanguin microvasculaire et l’état de santé général. Il associe une optique à microlentilles, l’IA et des capteurs sans danger pour la peau, et affiche ses mesures dans une application mobile compagnon.',
  },
  {
    question: 'Quelle est la précision des mesures d’Optimus ?',
    answer:
      'Lors de nos tests, Optimus mesure le flux sanguin microvasculaire avec une précision supérieure à 95 %. C’est un dispositif de suivi : ses mesures éclairent le jugement d’un professionnel de santé, sans le remplacer.',
  },
  {
    question: 'Quelle est l’autonomie de la batterie d’Optimus ?',
    answer:
      'Jusqu’à 7 jours avec une seule charge, en utilisation courante. L’autonomie dépend de la fréquence à laquelle le patch prend des mesures et se synchronise avec l’application.',
  },
  {
    question: 'Optimus est-il confortable et sûr à porter ?',
    answer:
      'Oui. Le patch est ultrafin et non invasif : rien ne perce la peau, et ses capteurs et matériaux sont choisis pour être sans danger pour la peau, même portés en continu.',
  },
  {
    question: 'À quoi sert Scanova ?',
    answer:
      'Scanova est un purificateur d’air intelligent à IA. Il mesure les particules, le CO2, les composés organiques volatils, l’humidité et la température, apprend votre environnement et ajuste la purification pour protéger la santé respiratoire.',
  },
  {
    question: 'Scanova doit-il être branché sur le secteur ?',
    answer:
      'Non. Scanova fonctionne à l’énergie solaire avec une batterie, et gère lui-même son énergie pour continuer à fonctionner la nuit et par temps nuageux.',
  },
  {
    question: 'Qu’est-ce que Lumen et combien coûte-t-il ?',
    answer: `Lumen est un chargeur solaire portable qui offre une puissance solaire de 100\u00a0W, un rendement MPPT allant jusqu’à 98\u202f% et l’USB-C Power Delivery, pour un poids de 2,5\u00a0kg. Il coûte ${formatMoney('fr', 299, 'USD')} (${formatMoney('fr', 40000, 'DZD')}).`,
  },
  {
    question: `${site.productBrand} Edge, qu’est-ce que c’est\u202f?`,
    answer:
      'Notre solution d’edge computing : le traitement IA sur des appareils proches de la source des données, pour des décisions en temps réel, une sécurité renforcée et des analyses intelligentes, sans dépendre du cloud.',
  },
  {
    question: 'Puis-je voir une démo des produits ?',
    answer:
      'Oui. Notre page Démos des produits présente TrapTerra, pour la détection des ravageurs sans produits chimiques en agriculture, OPTIMUS, une batterie externe intelligente à recharge solaire pour ordinateurs portables, et MediScan AI, un assistant de diagnostic pour la santé. Contactez-nous pour organiser une démo en direct.',
  },
  {
    question: 'Comment obtenir de l’assistance ou lancer un partenariat ?',
    answer: `Envoyez-nous un message via le formulaire de contact ou écrivez à ${site.emails.support}. Nous proposons aussi des cours d’anglais, des formations aux technologies et du développement web, et nous répondons à chaque message.`,
  },
] as const satisfies FaqItem[] satisfies Translation<typeof en.faqItems>;

export const faqCta = {
  id: 'still-have-questions',
  headingId: 'still-have-questions-title',
  heading: 'Vous avez encore des questions ?',
  text: 'Notre équipe se fera un plaisir de vous aider pour tout ce que cette page n’aborde pas.',
  actions: [{ label: 'Nous contacter', href: paths.contact }] satisfies Action[],
} as const satisfies Translation<typeof en.faqCta>;

export const faqLabel = 'Questions et réponses' as const satisfies Translation<typeof en.faqLabel>;
