/** French copy of content/en/cv.ts. */
import { site } from '@common/site';
import { companyCopy } from './company';
import { documentPaths, paths } from '~/config/paths';
import type { CvDocument, PageHeaderItem } from '~/content/types/shapes';
import type * as en from '../en/cv';
import type { Translation } from '~/content/types/translation';

export const cvDocument: CvDocument = {
  name: site.founder.name,
  headline: `${companyCopy.founderRole}, ${site.companyName}\u00a0: matériel d’IA, développement web et enseignement des technologies`,
  contact: [site.emails.support, site.phone.display, companyCopy.location, site.founder.profileUrl],
  summary:
    'Ingénieur et formateur qui conçoit des produits de matériel d’IA et les plateformes web qui les accompagnent, et qui a enseigné l’anglais et les technologies à des centaines d’apprenants. Aime transformer des prototypes de recherche en produits utilisables au quotidien.',
  experience: [
    {
      title: companyCopy.founderRole,
      organisation: site.companyName,
      period: '2022 - aujourd’hui',
      points: [
        'Création de l’entreprise et direction de la stratégie produit d’Optimus, Scanova, Lumen et Edge.',
        'Direction du prototypage matériel : intégration de capteurs, électronique basse consommation et modèles d’IA embarquée.',
        'Développement de partenariats avec des universités, des cliniques et des coopératives agricoles.',
      ],
    },
    {
      title: 'Développeur web full-stack (indépendant)',
      organisation: 'Activité indépendante',
      period: '2019 - 2022',
      points: [
        'Réalisation de sites et d’applications web pour des petites entreprises et des écoles.',
        'TypeScript, React, Node.js et bases de données SQL ; l’accessibilité et la performance avant tout.',
      ],
    },
    {
      title: 'Formateur en technologies',
      organisation: 'Programme universitaire d’ouverture',
      period: '2018 - 2022',
      points: [
        'Conception et animation de cours d’électronique, de programmation et d’IA pour débutants.',
        'Encadrement d’équipes d’étudiants lors de hackathons matériels et de concours de robotique.',
      ],
    },
    {
      title: 'Professeur d’anglais',
      organisation: 'École de langues',
      period: '2016 - 2019',
      points: [
        'Enseignement de l’anglais général et technique à des adolescents et des adultes, niveaux A2 à C1.',
        'Préparation des apprenants aux examens internationaux d’anglais.',
      ],
    },
  ],
  education: [
    {
      title: 'Master, systèmes embarqués et intelligence artificielle',
      organisation: 'Université (exemple)',
      period: '2016 - 2018',
      points: [
        'Mémoire : inférence neuronale basse consommation sur microcontrôleurs pour les capteurs de santé.',
      ],
    },
    {
      title: 'Licence en génie électronique',
      organisation: 'Université (exemple)',
      period: '2013 - 2016',
      points: ['Mineure en langue anglaise et communication.'],
    },
  ],
  skills: [
    {
      group: 'Matériel d’IA',
      items: [
        'Conception de capteurs',
        'C embarqué',
        'IA embarquée (TinyML)',
        'Prototypage de circuits imprimés',
        'Systèmes d’énergie solaire',
      ],
    },
    {
      group: 'Développement web',
      items: ['TypeScript', 'React', 'Node.js', 'SQL', 'Accessibilité (WCAG)'],
    },
    {
      group: 'Enseignement',
      items: [
        'Enseignement de l’anglais (CECRL A2 à C1)',
        'Conception de programmes de formation',
        'Ateliers STEM',
        'Mentorat',
      ],
    },
  ],
  languages: ['Arabe (langue maternelle)', 'Anglais (courant)', 'Français (courant)'],
  note: 'Données d’exemple : ce CV est un modèle neutre, à remplacer par le vrai.',
} satisfies Translation<typeof en.cvDocument>;

export const cvContent = {
  header: {
    label: 'CV',
    logoHref: paths.home,
    items: [
      { label: 'LinkedIn', href: site.founder.profileUrl, external: true },
    ] satisfies readonly PageHeaderItem[],
    backHome: { label: 'Retour à l’accueil', href: paths.home },
  },
  heading: `Curriculum vitae\u00a0: ${site.founder.name}`,
  lead: `${companyCopy.founderRole}, ${site.companyName}.`,
  viewer: {
    src: `${documentPaths.cv}#toolbar=0`,
    title: `${site.founder.name}\u00a0: curriculum vitae (PDF, en anglais)`,
    fallback: 'Le CV ne s’affiche pas ci-dessus ? Ouvrez-le au format PDF (en anglais).',
  },
  download: { label: 'Télécharger le CV (en anglais)', href: documentPaths.cv, filename: 'cv.pdf' },
} as const satisfies Translation<typeof en.cvContent>;
