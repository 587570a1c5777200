/** German copy of content/en/pages.ts: per-route metadata and hero copy. */
import { formatDate, formatMoney } from '@common/i18n';
import { site } from '@common/site';
import { companyCopy } from './company';
import type { RoutePath } from '~/config/paths';
import type { PageIntro } from '~/content/types/shapes';
import type * as en from '../en/pages';
import type { Translation } from '~/content/types/translation';

const effective = formatDate('de', '2024-01-01');

export const pageIntros: Record<RoutePath, PageIntro> = {
  '/': {
    title: 'Leistungsstarke KI-Hardware & Qualitätsmaschinen',
    description:
      'KI-Hardware für das langfristige Wohl der Menschheit: smarte Gesundheitspflaster, solarbetriebene Luftreiniger, tragbare Solarladegeräte und Edge-Computing.',
    heading: 'Leistungsstarke KI-Hardware & Qualitätsmaschinen',
    lead: 'Intelligente Geräte, die dort erfassen, lernen und handeln, wo Menschen leben und arbeiten: vom smarten Gesundheitspflaster über solarbetriebene Luftreiniger bis zu Edge-Computern.',
  },
  '/demos': {
    title: 'Produktdemos',
    description:
      'Unsere KI in Landwirtschaft, Energie und Gesundheitswesen: TrapTerra zur Schädlingserkennung, der smarte Solarakku OPTIMUS und der KI-Diagnoseassistent MediScan AI.',
    heading: 'Produktdemos',
    lead: 'Erfahren Sie, wie unsere KI-Hardware Landwirtschaft, Energie und Gesundheitswesen verändert: von chemiefreier Schädlingserkennung über solargeladene Energie bis zur Diagnoseunterstützung.',
  },
  '/contact': {
    title: 'Kontakt',
    description:
      'Sprechen Sie unser Team an: zu KI-Hardware, Partnerschaften, Englischunterricht, Technikbildung oder Webentwicklung. Wir beantworten jede Nachricht.',
    heading: 'Kontakt',
    lead: 'Fragen zu unseren Produkten, zu einer Partnerschaft oder einem Projekt? Schreiben Sie uns, wir melden uns in Kürze bei Ihnen.',
    keywords: [
      'Kontakt',
      'KI-Hardware',
      'Support',
      'Partnerschaft',
      companyCopy.locality,
      'Webentwicklung',
      'Technikbildung',
    ],
  },
  '/optimus': {
    title: 'Optimus, das smarte Gesundheitspflaster',
    description:
      'Optimus: ein ultradünnes, nicht invasives smartes Pflaster, das die mikrovaskuläre Durchblutung mit Mikrolinsenoptik, KI und hautverträglichen Sensoren überwacht.',
    heading: 'Optimus',
    lead: 'Ein ultradünnes, nicht invasives smartes Pflaster zur Überwachung der mikrovaskulären Durchblutung und der Gesundheit, mit Mikrolinsenoptik, KI, hautverträglichen Sensoren und einer Begleit-App für das Smartphone.',
  },
  '/faq': {
    title: 'Häufig gestellte Fragen',
    description:
      'Antworten rund um unsere KI-Hardware: Genauigkeit und Akkulaufzeit von Optimus, Luftreinigung mit Scanova, Solarladen mit Lumen, Bestellung und Support.',
    heading: 'Häufig gestellte Fragen',
    lead: 'Alles, was Sie über unsere Produkte, unsere Technologie und unseren Support wissen müssen.',
  },
  '/learn': {
    title: 'Über unsere KI-Hardware',
    description:
      'Unser Unternehmen, unsere Technologie und unser Team: KI-Hardware für medizinische Diagnostik und landwirtschaftliches Monitoring, technische Daten, Meilensteine und Führung.',
    heading: 'KI-Hardware für ein besseres Morgen',
    lead: 'Wir entwickeln KI-Hardware für medizinische Diagnostik und landwirtschaftliches Monitoring, konstruiert für reale Bedingungen und gebaut, um zu skalieren.',
  },
  '/scanova': {
    title: 'Scanova, der smarte Luftreiniger',
    description:
      'Scanova: ein solarbetriebener, KI-gesteuerter smarter Luftreiniger, der die Luftqualität misst, seine Energie selbst verwaltet und die Atemwege schützt.',
    heading: 'KI-gestützter smarter Luftreiniger',
    lead: 'Scanova erfasst die Luft um Sie herum, lernt Ihre Umgebung kennen und reinigt sie mit Solarstrom.',
  },
  '/cv': {
    title: 'Lebenslauf',
    description: `Der Lebenslauf von ${site.founder.name}, ${companyCopy.founderRole}: online ansehen oder als PDF (auf Englisch) herunterladen.`,
    heading: 'Lebenslauf',
    lead: `${site.founder.name}, ${companyCopy.founderRole}.`,
  },
  '/iffer': {
    title: 'Iffer-Plattform',
    description: 'Iffer: unsere eingebettete externe Plattform, direkt hier auf der Website.',
    heading: 'Iffer-Plattform',
    lead: 'Die Iffer-Plattform, unten vollständig eingebettet.',
  },
  '/edge': {
    title: `${site.productBrand} Edge`,
    description:
      'Edge-Computing-Lösungen: Verarbeitung in Echtzeit, mehr Sicherheit und intelligente Analysen dort, wo Ihre Daten entstehen.',
    heading: `${site.productBrand} Edge`,
    lead: 'Edge-Computing-Lösungen: Intelligenz dort, wo Ihre Daten entstehen, mit Verarbeitung in Echtzeit, mehr Sicherheit und intelligenten Analysen.',
  },
  '/lumen': {
    title: 'Lumen, das tragbare Solarladegerät',
    description: `Lumen: ein tragbares Solarladegerät mit 100 W Solarleistung, bis zu 98 % MPPT-Wirkungsgrad und USB-C PD, bereit für ein Leben ohne Stromnetz. Ab ${formatMoney('de', 299, 'USD')}.`,
    heading: 'Lumen',
    lead: 'Ein tragbares Solarladegerät für intelligentes, netzunabhängiges Laden: 100\u00a0W Solarleistung bei 2,5\u00a0kg.',
  },
  '/policy': {
    title: 'Rechtliche Hinweise',
    description: `Unsere Datenschutzerklärung und Nutzungsbedingungen, gültig ab ${effective}.`,
    heading: 'Rechtliche Hinweise',
    lead: `Unsere Datenschutzerklärung und Nutzungsbedingungen, gültig ab ${effective}.`,
  },
} satisfies Translation<typeof en.pageIntros>;
