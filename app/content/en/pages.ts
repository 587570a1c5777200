/**
 * Per-route metadata and hero copy (spec §1, §2). One entry per registered route; page
 * modules under content/ hold the rest of each page's copy.
 */
import { site } from '@common/site';
import { companyCopy } from './company';
import type { RoutePath } from '~/config/paths';
import type { PageIntro } from '~/content/types/shapes';

export const pageIntros: Record<RoutePath, PageIntro> = {
  '/': {
    title: 'Powered AI Hardware & Quality Machines',
    description:
      'AI hardware for humanity’s long-term well-being: smart health patches, solar air purifiers, portable solar chargers and edge computing.',
    heading: 'Powered AI Hardware & Quality Machines',
    lead: 'Intelligent devices that sense, learn and act where people live and work: from smart health patches to solar-powered air purifiers and edge computers.',
  },
  '/demos': {
    title: 'Product Demos',
    description:
      'See our AI in agriculture, energy and healthcare: TrapTerra pest detection, the OPTIMUS solar smart battery and the MediScan AI diagnostic assistant.',
    heading: 'Product Demos',
    lead: 'Explore how our AI hardware transforms agriculture, energy and healthcare, from chemical-free pest detection to solar-charged power and diagnostic assistance.',
  },
  '/contact': {
    title: 'Contact Us',
    description:
      'Contact our team about AI hardware, partnerships, English teaching, technology education or web development. We reply to every message.',
    heading: 'Contact Us',
    lead: 'Questions about our products, a partnership or a project? Send us a message and we will get back to you soon.',
    keywords: [
      'contact',
      'AI hardware',
      'support',
      'partnership',
      companyCopy.locality,
      'web development',
      'technology education',
    ],
  },
  '/optimus': {
    title: 'Optimus Smart Health Patch',
    description:
      'Optimus: an ultra-thin, non-invasive smart patch that monitors microvascular blood flow with micro-lens optics, AI and skin-safe sensors.',
    heading: 'Optimus',
    lead: 'An ultra-thin, non-invasive smart patch for microvascular blood-flow and health monitoring, with micro-lens optics, AI, skin-safe sensors and a companion mobile app.',
  },
  '/faq': {
    title: 'Frequently Asked Questions',
    description:
      'Answers about our AI hardware: Optimus accuracy and battery life, Scanova air purification, Lumen solar charging, ordering and support.',
    heading: 'Frequently Asked Questions',
    lead: 'Everything you need to know about our products, technology and support.',
  },
  '/learn': {
    title: 'About Our AI Hardware',
    description:
      'Our company, technology and team: AI hardware for medical diagnostics and agricultural monitoring, specifications, milestones and leadership.',
    heading: 'AI Hardware for a Better Tomorrow',
    lead: 'We design AI hardware for medical diagnostics and agricultural monitoring, engineered for real-world conditions and built to scale.',
  },
  '/scanova': {
    title: 'Scanova Smart Air Purifier',
    description:
      'Scanova: a solar-powered, AI-driven smart air purifier that senses air quality, manages its own energy and protects respiratory health.',
    heading: 'AI-Powered Smart Air Purifier',
    lead: 'Scanova senses the air around you, learns your environment and purifies it on solar power.',
  },
  '/cv': {
    title: 'Curriculum Vitae',
    description: `The curriculum vitae of ${site.founder.name}, ${companyCopy.founderRole}: view it online or download the PDF.`,
    heading: 'Curriculum Vitae',
    lead: `${site.founder.name}, ${companyCopy.founderRole}.`,
  },
  '/iffer': {
    title: 'Iffer Platform',
    description: 'Iffer: our embedded external platform, available right here on the site.',
    heading: 'Iffer Platform',
    lead: 'The Iffer platform, embedded in full below.',
  },
  '/edge': {
    title: `${site.productBrand} Edge`,
    description:
      'Edge computing solutions: real-time processing, enhanced security and smart analytics where your data is created.',
    heading: `${site.productBrand} Edge`,
    lead: 'Edge Computing Solutions: intelligence where your data is created, with real-time processing, enhanced security and smart analytics.',
  },
  '/lumen': {
    title: 'Lumen Portable Solar Charger',
    description:
      'Lumen: a portable solar charger with 100W solar output, up to 98% MPPT efficiency and USB-C PD, ready for off-grid life. From $299.',
    heading: 'Lumen',
    lead: 'A portable solar charger for smart, off-grid charging: 100W of solar power in 2.5 kg.',
  },
  '/policy': {
    title: 'Legal Information',
    description: 'Our Privacy Policy and Terms of Service, effective January 1, 2024.',
    heading: 'Legal Information',
    lead: 'Our Privacy Policy and Terms of Service, effective January 1, 2024.',
  },
};
