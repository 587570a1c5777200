/**
 * /faq copy (spec §2): ten questions answered from the spec's product facts. Figures are the
 * FAQ's own where the spec gives them ('over 95% precision', 'up to 7 days').
 */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type { Action, FaqItem } from '~/content/types/shapes';

export const faqItems = [
  {
    question: 'What is Optimus?',
    answer:
      'Optimus is an ultra-thin, non-invasive smart patch that monitors microvascular blood flow and general health. It combines micro-lens optics, AI and skin-safe sensors, and shows its readings in a companion mobile app.',
  },
  {
    question: 'How accurate are Optimus readings?',
    answer:
      'In our testing Optimus measures microvascular blood flow with over 95% precision. It is a monitoring device: readings support, but do not replace, the judgement of a healthcare professional.',
  },
  {
    question: 'How long does the Optimus battery last?',
    answer:
      'Up to 7 days on a single charge in typical use. Battery life depends on how often the patch takes readings and syncs with the app.',
  },
  {
    question: 'Is Optimus comfortable and safe to wear?',
    answer:
      'Yes. The patch is ultra-thin and non-invasive: nothing pierces the skin, and its sensors and materials are chosen to be skin-safe for continuous wear.',
  },
  {
    question: 'What does Scanova do?',
    answer:
      'Scanova is a smart AI air purifier. It senses particles, CO2, volatile organic compounds, humidity and temperature, learns your environment and adjusts purification to protect respiratory health.',
  },
  {
    question: 'Does Scanova need mains power?',
    answer:
      'No. Scanova is solar-powered with a battery, and manages its own energy so it keeps running through the night and on cloudy days.',
  },
  {
    question: 'What is Lumen and how much does it cost?',
    answer:
      'Lumen is a portable solar charger with 100W solar output, up to 98% MPPT efficiency and USB-C Power Delivery, weighing 2.5 kg. It costs $299 USD (40,000 DZD).',
  },
  {
    question: `What is ${site.productBrand} Edge?`,
    answer:
      'Our edge computing solution: AI processing on devices close to where data is created, for real-time decisions, enhanced security and smart analytics without depending on the cloud.',
  },
  {
    question: 'Can I see a product demo?',
    answer:
      'Yes. Our Product Demos page presents TrapTerra for chemical-free pest detection in agriculture, OPTIMUS, a solar-charged smart battery pack for laptops, and MediScan AI, a diagnostic assistant for healthcare. Contact us to arrange a live demo.',
  },
  {
    question: 'How do I get support or start a partnership?',
    answer: `Send us a message through the contact form or write to ${site.emails.support}. We also offer English teaching, technology education and web development, and we answer every message.`,
  },
] satisfies FaqItem[];

/** spec §2: 'Still Have Questions' → /contact. */
export const faqCta = {
  id: 'still-have-questions',
  headingId: 'still-have-questions-title',
  heading: 'Still Have Questions?',
  text: 'Our team is happy to help with anything this page does not answer.',
  actions: [{ label: 'Contact Us', href: paths.contact }] satisfies Action[],
} as const;

/** Accessible name of the question list. */
export const faqLabel = 'Questions and answers';
