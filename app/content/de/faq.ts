/** German copy of content/en/faq.ts. */
import { formatMoney } from '@common/i18n';
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type { Action, FaqItem } from '~/content/types/shapes';
import type * as en from '../en/faq';
import type { Translation } from '~/content/types/translation';

export const faqItems = [
  {
    question: 'Was ist Optimus?',
    answer:
      'Optimus ist ein ultradünnes, nicht invasives smartes Pflaster, das die mikrovaskuläre Durchblutung und den allgemeinen Gesundheitszustand überwacht. Es vereint Mikrolinsenoptik, KI und hautverträgliche Sensoren und zeigt seine Messwerte in einer Begleit-App für das Smartphone an.',
  },
  {
    question: 'Wie genau sind die Messwerte von Optimus?',
    answer:
      'In unseren Tests misst Optimus die mikrovaskuläre Durchblutung mit einer Präzision von über 95\u00a0%. Optimus ist ein Überwachungsgerät: Die Messwerte unterstützen das Urteil medizinischer Fachkräfte, ersetzen es aber nicht.',
  },
  {
    question: 'Wie lange hält der Akku von Optimus?',
    answer:
      'Bei typischer Nutzung bis zu 7 Tage mit einer Ladung. Die Akkulaufzeit hängt davon ab, wie oft das Pflaster misst und sich mit der App synchronisiert.',
  },
  {
    question: 'Ist Optimus angenehm und sicher zu tragen?',
    answer:
      'Ja. Das Pflaster ist ultradünn und nicht invasiv: Nichts durchdringt die Haut, und Sensoren wie Materialien sind so gewählt, dass sie auch bei dauerhaftem Tragen hautverträglich sind.',
  },
  {
    question: 'Was macht Scanova?',
    answer:
      'Scanova ist ein smarter KI-Luftreiniger. Er misst Partikel, CO2, flüchtige organische Verbindungen, Luftfeuchtigkeit und Temperatur, lernt seine Umgebung kennen und passt die Reinigung an, um die Atemwege zu schützen.',
  },
  {
    question: 'Braucht Scanova einen Stromanschluss?',
    answer:
      'Nein. Scanova arbeitet mit Solarstrom und Akku und verwaltet seine Energie selbst, sodass er auch nachts und an bewölkten Tagen weiterläuft.',
  },
  {
    question: 'Was ist Lumen und was kostet es?',
    answer: `Lumen ist ein tragbares Solarladegerät mit 100\u00a0W Solarleistung, bis zu 98\u00a0% MPPT-Wirkungsgrad und USB-C Power Delivery bei einem Gewicht von 2,5\u00a0kg. Es kostet ${formatMoney('de', 299, 'USD')} (${formatMoney('de', 40000, 'DZD')}).`,
  },
  {
    question: `Was ist ${site.productBrand} Edge?`,
    answer:
      'Unsere Edge-Computing-Lösung: KI-Verarbeitung auf Geräten nahe am Entstehungsort der Daten, für Entscheidungen in Echtzeit, mehr Sicherheit und intelligente Analysen, ohne von der Cloud abhängig zu sein.',
  },
  {
    question: 'Kann ich eine Produktdemo sehen?',
    answer:
      'Ja. Auf unserer Seite mit Produktdemos stellen wir TrapTerra zur chemiefreien Schädlingserkennung in der Landwirtschaft vor, OPTIMUS, ein solargeladenes smartes Akkupack für Laptops, und MediScan AI, einen Diagnoseassistenten für das Gesundheitswesen. Kontaktieren Sie uns, um eine Live-Demo zu vereinbaren.',
  },
  {
    question: 'Wie erhalte ich Support oder starte eine Partnerschaft?',
    answer: `Senden Sie uns eine Nachricht über das Kontaktformular oder schreiben Sie an ${site.emails.support}. Wir bieten außerdem Englischunterricht, Technikbildung und Webentwicklung an und beantworten jede Nachricht.`,
  },
] as const satisfies readonly FaqItem[] satisfies Translation<typeof en.faqItems>;

/** spec §2: 'Still Have Questions' → /contact. */
export const faqCta = {
  id: 'still-have-questions',
  headingId: 'still-have-questions-title',
  heading: 'Noch Fragen?',
  text: 'Unser Team hilft Ihnen gern bei allem weiter, was diese Seite nicht beantwortet.',
  actions: [{ label: 'Kontakt aufnehmen', href: paths.contact }] satisfies Action[],
} as const satisfies Translation<typeof en.faqCta>;

/** Accessible name of the question list. */
export const faqLabel = 'Fragen und Antworten' satisfies Translation<typeof en.faqLabel>;
