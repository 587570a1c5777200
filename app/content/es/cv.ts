/**
 * Spanish copy of content/en/cv.ts. The CV is EXAMPLE DATA, like the English one;
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
  headline: `${companyCopy.founderRole}, ${site.companyName}: hardware de IA, desarrollo web y educación tecnológica`,
  contact: [site.emails.support, site.phone.display, companyCopy.location, site.founder.profileUrl],
  summary:
    'Profesional de la ingeniería y la docencia que crea productos de hardware de IA y las plataformas web que los acompañan, y que ha enseñado inglés y tecnología a cientos de alumnos. Le apasiona convertir prototipos de investigación en productos que la gente pueda usar a diario.',
  experience: [
    {
      title: companyCopy.founderRole,
      organisation: site.companyName,
      period: '2022 - actualidad',
      points: [
        'Fundó la empresa y dirige la estrategia de producto de Optimus, Scanova, Lumen y Edge.',
        'Dirige la creación de prototipos de hardware: integración de sensores, electrónica de bajo consumo y modelos de IA en el borde.',
        'Establece alianzas con universidades, clínicas y cooperativas agrícolas.',
      ],
    },
    {
      title: 'Desarrollo web full stack (freelance)',
      organisation: 'Por cuenta propia',
      period: '2019 - 2022',
      points: [
        'Creó sitios y aplicaciones web para pequeñas empresas y centros educativos.',
        'Trabajó con TypeScript, React, Node.js y bases de datos SQL, con la accesibilidad y el rendimiento como prioridad.',
      ],
    },
    {
      title: 'Docente de educación tecnológica',
      organisation: 'Programa de extensión universitaria',
      period: '2018 - 2022',
      points: [
        'Diseñó e impartió cursos de electrónica, programación e IA para principiantes.',
        'Tutorizó equipos de estudiantes en hackatones de hardware y concursos de robótica.',
      ],
    },
    {
      title: 'Docente de inglés',
      organisation: 'Escuela de idiomas',
      period: '2016 - 2019',
      points: [
        'Impartió inglés general y técnico a adolescentes y adultos, de los niveles A2 a C1.',
        'Preparó a alumnos para exámenes internacionales de inglés.',
      ],
    },
  ],
  education: [
    {
      title: 'Máster en Sistemas Embebidos e Inteligencia Artificial',
      organisation: 'Universidad (ejemplo)',
      period: '2016 - 2018',
      points: [
        'Tesis: inferencia neuronal de bajo consumo en microcontroladores para la monitorización de la salud.',
      ],
    },
    {
      title: 'Licenciatura en Ingeniería Electrónica',
      organisation: 'Universidad (ejemplo)',
      period: '2013 - 2016',
      points: ['Formación complementaria en lengua inglesa y comunicación.'],
    },
  ],
  skills: [
    {
      group: 'Hardware de IA',
      items: [
        'Diseño de sensores',
        'C embebido',
        'IA en el borde (TinyML)',
        'Prototipado de PCB',
        'Sistemas de energía solar',
      ],
    },
    {
      group: 'Desarrollo web',
      items: ['TypeScript', 'React', 'Node.js', 'SQL', 'Accesibilidad (WCAG)'],
    },
    {
      group: 'Educación',
      items: [
        'Enseñanza de inglés (MCER A2 a C1)',
        'Diseño curricular',
        'Talleres STEM',
        'Mentoría',
      ],
    },
  ],
  languages: ['Árabe (lengua materna)', 'Inglés (fluido)', 'Francés (fluido)'],
  note: 'Datos de ejemplo: este CV es un marcador neutro que debe sustituirse por el real.',
};

export const cvContent = {
  header: {
    label: 'CV',
    logoHref: paths.home,
    items: [
      { label: 'LinkedIn', href: site.founder.profileUrl, external: true },
    ] satisfies readonly PageHeaderItem[],
    backHome: { label: 'Volver al inicio', href: paths.home },
  },
  heading: `Currículum vítae: ${site.founder.name}`,
  lead: `${companyCopy.founderRole} de ${site.companyName}.`,
  viewer: {
    src: `${documentPaths.cv}#toolbar=0`,
    title: `Currículum vítae de ${site.founder.name} (PDF, en inglés)`,
    fallback: '¿No ve el CV aquí arriba? Ábralo en PDF (en inglés).',
  },
  download: {
    label: 'Descargar CV (en inglés)',
    href: documentPaths.cv,
    filename: 'cv.pdf',
  },
} as const satisfies Translation<typeof en.cvContent>;
