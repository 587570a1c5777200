/**
 * German copy of content/en/cv.ts. The CV is EXAMPLE DATA, like the English one;
 * the PDF itself exists in English only.
 */
import { site } from '@common/site';
import { companyCopy } from './company';
import { documentPaths, paths } from '~/config/paths';
import type { CvDocument, PageHeaderItem } from '~/content/types/shapes';
import type * as en from '../en/cv';
import type { Translation } from '~/content/types/translation';

export const cvDocument: CvDocument = {
  name: site.founder.name,
  headline: `${companyCopy.founderRole}, ${site.companyName}: KI-Hardware, Webentwicklung und Technikbildung`,
  contact: [site.emails.support, site.phone.display, companyCopy.location, site.founder.profileUrl],
  summary:
    'Verbindet Technik und Lehre: entwickelt KI-Hardwareprodukte und die zugehörigen Webplattformen und hat Hunderten von Lernenden Englisch und Technik vermittelt. Macht gern aus Forschungsprototypen Produkte, die Menschen jeden Tag nutzen können.',
  experience: [
    {
      title: companyCopy.founderRole,
      organisation: site.companyName,
      period: 'seit 2022',
      points: [
        'Gründung des Unternehmens; Leitung der Produktstrategie für Optimus, Scanova, Lumen und Edge.',
        'Leitung des Hardware-Prototypings: Sensorintegration, stromsparende Elektronik und Edge-KI-Modelle.',
        'Aufbau von Partnerschaften mit Hochschulen, Kliniken und landwirtschaftlichen Genossenschaften.',
      ],
    },
    {
      title: 'Full-Stack-Webentwicklung (freiberuflich)',
      organisation: 'Selbstständige Tätigkeit',
      period: '2019–2022',
      points: [
        'Umsetzung von Websites und Webanwendungen für kleine Unternehmen und Schulen.',
        'Arbeit mit TypeScript, React, Node.js und SQL-Datenbanken; Barrierefreiheit und Performance an erster Stelle.',
      ],
    },
    {
      title: 'Lehrkraft für Technikbildung',
      organisation: 'Outreach-Programm einer Hochschule',
      period: '2018–2022',
      points: [
        'Konzeption und Durchführung von Einsteigerkursen zu Elektronik, Programmierung und KI.',
        'Betreuung studentischer Teams bei Hardware-Hackathons und Robotik-Wettbewerben.',
      ],
    },
    {
      title: 'Lehrkraft für Englisch',
      organisation: 'Sprachschule',
      period: '2016–2019',
      points: [
        'Unterricht in allgemeinem und technischem Englisch für Jugendliche und Erwachsene, Niveau A2 bis C1.',
        'Vorbereitung auf internationale Englischprüfungen.',
      ],
    },
  ],
  education: [
    {
      title: 'Master of Science, Eingebettete Systeme und künstliche Intelligenz',
      organisation: 'Universität (Beispiel)',
      period: '2016–2018',
      points: [
        'Masterarbeit: Stromsparende neuronale Inferenz auf Mikrocontrollern für die Gesundheitssensorik.',
      ],
    },
    {
      title: 'Bachelor of Science, Elektrotechnik',
      organisation: 'Universität (Beispiel)',
      period: '2013–2016',
      points: ['Nebenfach: Englische Sprache und Kommunikation.'],
    },
  ],
  skills: [
    {
      group: 'KI-Hardware',
      items: [
        'Sensordesign',
        'Embedded C',
        'Edge-KI (TinyML)',
        'Leiterplatten-Prototyping',
        'Solarstromsysteme',
      ],
    },
    {
      group: 'Webentwicklung',
      items: ['TypeScript', 'React', 'Node.js', 'SQL', 'Barrierefreiheit (WCAG)'],
    },
    {
      group: 'Bildung',
      items: [
        'Englischunterricht (GER A2 bis C1)',
        'Lehrplangestaltung',
        'MINT-Workshops',
        'Mentoring',
      ],
    },
  ],
  languages: ['Arabisch (Muttersprache)', 'Englisch (fließend)', 'Französisch (fließend)'],
  note: 'Beispieldaten: Dieser Lebenslauf ist ein neutraler Platzhalter und wird durch den echten ersetzt.',
} satisfies Translation<typeof en.cvDocument>;

export const cvContent = {
  header: {
    label: 'Lebenslauf',
    logoHref: paths.home,
    items: [
      { label: 'LinkedIn', href: site.founder.profileUrl, external: true },
    ] satisfies readonly PageHeaderItem[],
    backHome: { label: 'Zur Startseite', href: paths.home },
  },
  heading: `Lebenslauf: ${site.founder.name}`,
  lead: `${companyCopy.founderRole} von ${site.companyName}.`,
  viewer: {
    src: `${documentPaths.cv}#toolbar=0`,
    title: `Lebenslauf von ${site.founder.name} (PDF, auf Englisch)`,
    fallback: 'Der Lebenslauf wird oben nicht angezeigt? Öffnen Sie ihn als PDF (auf Englisch).',
  },
  download: {
    label: 'Lebenslauf herunterladen (Englisch)',
    href: documentPaths.cv,
    filename: 'cv.pdf',
  },
} as const satisfies Translation<typeof en.cvContent>;
