/** German copy of content/en/edge.ts. */
import { site } from '@common/site';
import type { ChecklistItem, FeatureCard } from '~/content/types/shapes';
import type * as en from '../en/edge';
import type { Translation } from '~/content/types/translation';

/** spec §2: 'Edge Computing Solutions' with three cards. */
export const edgeSolutions = {
  id: 'solutions',
  headingId: 'solutions-title',
  heading: 'Edge-Computing-Lösungen',
  lead: 'Daten dort verarbeiten, wo sie entstehen: schnellere Antworten, weniger Bandbreite und mehr Privatsphäre.',
  cards: [
    {
      icon: 'gauge',
      title: 'Verarbeitung in Echtzeit',
      description:
        'Die KI-Inferenz läuft in Millisekunden auf dem Gerät, sodass Maschinen sofort reagieren, ohne auf die Cloud zu warten.',
    },
    {
      icon: 'shield',
      title: 'Mehr Sicherheit',
      description:
        'Sensible Daten bleiben vor Ort. Nur die Ergebnisse, die Sie freigeben, verlassen das Gerät, über verschlüsselte Verbindungen.',
    },
    {
      icon: 'chart',
      title: 'Intelligente Analysen',
      description:
        'Verwandeln Sie Sensordatenströme in klare Erkenntnisse und Warnungen, direkt am Rand Ihres Netzwerks.',
    },
  ] satisfies FeatureCard[],
} as const satisfies Translation<typeof en.edgeSolutions>;

/** spec §2: 'Why Choose' checklist of four. */
export const edgeWhy = {
  id: 'why',
  headingId: 'why-title',
  heading: `Warum ${site.productBrand} Edge?`,
  items: [
    {
      title: 'Geringe Latenz',
      description: 'Entscheidungen an der Quelle, ohne Umweg über ein fernes Rechenzentrum.',
    },
    {
      title: 'Funktioniert offline',
      description:
        'Läuft weiter, wenn die Verbindung abbricht, und synchronisiert, sobald sie wieder steht.',
    },
    {
      title: 'Geringere Bandbreitenkosten',
      description: 'Kompakte Ergebnisse statt roher Datenströme übertragen.',
    },
    {
      title: 'Wächst mit Ihnen',
      description:
        'Mit einer Einheit beginnen und zu einer zentral verwalteten Geräteflotte wachsen.',
    },
  ] satisfies ChecklistItem[],
} as const satisfies Translation<typeof en.edgeWhy>;
