/**
 * Copy of /cv and the CV PDF (spec §1, §2 /cv). The CV itself is EXAMPLE DATA: a plausible,
 * neutral career for the founder named in common/site.ts, covering the fields of spec §1 (AI
 * hardware, web development, English teaching, technology education). Replace it with the real
 * CV before publishing.
 */
import { site } from '@common/site';
import { companyCopy } from './company';
import { documentPaths, paths } from '~/config/paths';
import type { CvDocument, PageHeaderItem } from '~/content/types/shapes';

export const cvDocument: CvDocument = {
  name: site.founder.name,
  headline: `${companyCopy.founderRole}, ${site.companyName}: AI hardware, web development and technology education`,
  contact: [site.emails.support, site.phone.display, companyCopy.location, site.founder.profileUrl],
  summary:
    'Engineer and educator who builds AI hardware products and the web platforms around them, and who has taught English and technology to hundreds of learners. Enjoys turning research prototypes into products people can use every day.',
  experience: [
    {
      title: companyCopy.founderRole,
      organisation: site.companyName,
      period: '2022 - present',
      points: [
        'Founded the company and leads product strategy for Optimus, Scanova, Lumen and Edge.',
        'Directs hardware prototyping: sensor integration, low-power electronics and edge AI models.',
        'Builds partnerships with universities, clinics and agricultural cooperatives.',
      ],
    },
    {
      title: 'Full-Stack Web Developer (freelance)',
      organisation: 'Independent practice',
      period: '2019 - 2022',
      points: [
        'Delivered websites and web applications for small businesses and schools.',
        'Worked with TypeScript, React, Node.js and SQL databases; accessibility and performance first.',
      ],
    },
    {
      title: 'Technology Education Instructor',
      organisation: 'University outreach programme',
      period: '2018 - 2022',
      points: [
        'Designed and taught courses on electronics, programming and AI for beginners.',
        'Mentored student teams in hardware hackathons and robotics contests.',
      ],
    },
    {
      title: 'English Language Teacher',
      organisation: 'Language school',
      period: '2016 - 2019',
      points: [
        'Taught general and technical English to teenagers and adults, levels A2 to C1.',
        'Prepared learners for international English examinations.',
      ],
    },
  ],
  education: [
    {
      title: 'Master of Science, Embedded Systems and Artificial Intelligence',
      organisation: 'University (example)',
      period: '2016 - 2018',
      points: ['Thesis: low-power neural inference on microcontrollers for health sensing.'],
    },
    {
      title: 'Bachelor of Science, Electronics Engineering',
      organisation: 'University (example)',
      period: '2013 - 2016',
      points: ['Minor in English language and communication.'],
    },
  ],
  skills: [
    {
      group: 'AI hardware',
      items: [
        'Sensor design',
        'Embedded C',
        'Edge AI (TinyML)',
        'PCB prototyping',
        'Solar power systems',
      ],
    },
    {
      group: 'Web development',
      items: ['TypeScript', 'React', 'Node.js', 'SQL', 'Accessibility (WCAG)'],
    },
    {
      group: 'Education',
      items: [
        'English teaching (CEFR A2 to C1)',
        'Curriculum design',
        'STEM workshops',
        'Mentoring',
      ],
    },
  ],
  languages: ['Arabic (native)', 'English (fluent)', 'French (fluent)'],
  note: 'Example data: this CV is a neutral placeholder to be replaced with the real one.',
};

export const cvContent = {
  header: {
    label: 'CV',
    logoHref: paths.home,
    items: [
      { label: 'LinkedIn', href: site.founder.profileUrl, external: true },
    ] satisfies readonly PageHeaderItem[],
    backHome: { label: 'Back to Home', href: paths.home },
  },
  heading: `Curriculum Vitae: ${site.founder.name}`,
  lead: `${companyCopy.founderRole} of ${site.companyName}.`,
  viewer: {
    // Without Chromium's PDF toolbar, which slides in after load and shifted the page (CLS 0.17
    // on desktop, DESIGN §6 allows 0.01); Download CV and the fallback link stay beside the frame.
    src: `${documentPaths.cv}#toolbar=0`,
    title: `Curriculum vitae of ${site.founder.name} (PDF)`,
    fallback: 'Cannot see the CV above? Open it as a PDF.',
  },
  download: { label: 'Download CV', href: documentPaths.cv, filename: 'cv.pdf' },
} as const;
