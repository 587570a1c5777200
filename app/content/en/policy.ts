/**
 * /policy copy (spec §2): Privacy Policy and Terms of Service, effective January 1, 2024.
 * The privacy text describes what this site really does: the consent choice in localStorage
 * 'cookieConsent', the contact form's stored fields and their purpose, retention, no trackers
 * before consent and page-speed measurement only after 'accepted'. Names and addresses come
 * from common/site.ts.
 */
import { RETENTION_DAYS_DEFAULT } from '@common/retention';
import { site } from '@common/site';
import {
  CONSENT_STORAGE_KEY,
  LANGUAGE_HINT_DISMISSED_KEY,
  LANGUAGE_STORAGE_KEY,
} from '~/config/storage';
import type { LegalDocument } from '~/content/types/shapes';

const effectiveDate = { iso: '2024-01-01', text: 'January 1, 2024' } as const;
const company = site.companyName;
const email = site.emails.support;

/** spec §2: the Privacy Policy (default tab). */
export const privacyPolicy: LegalDocument = {
  id: 'privacy',
  label: 'Privacy Policy',
  title: 'Privacy Policy',
  effectiveDate,
  effectiveLabel: 'Effective date:',
  intro: `This policy explains what personal information ${company} (“we”, “us”) handles when you visit this website, why, and what choices you have. We collect as little as we can: you can read every page without giving us any personal information.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${company} is responsible for the personal information described here. You can reach us about privacy at ${email} or through the contact form.`,
      ],
    },
    {
      heading: 'Messages you send us',
      paragraphs: ['When you use the contact form we store, in our own database:'],
      list: [
        'your name, email address, subject and message, as you typed them (spaces trimmed, email address in lower case);',
        'the status of your message (“new” until we handle it);',
        'the time your browser sent it and the time our server received it.',
      ],
      after: [
        'We use this information only to read and answer your message and to follow up on your request. We do not use it for marketing, do not sell it, and do not share it with anyone outside the team that answers you, except where the law requires us to.',
      ],
    },
    {
      heading: 'Your cookie choice',
      paragraphs: [
        `When you click Accept All or Decline on the cookie banner, your browser stores your choice in its local storage under the name “${CONSENT_STORAGE_KEY}”, with the value “accepted” or “declined”, so the banner does not ask again. This value stays on your device and is not sent to us. You can change your choice at any time with the “Cookie settings” link in the footer, or remove it by clearing this site’s data in your browser.`,
        `If you choose a language in the header, your browser also keeps that choice under “${LANGUAGE_STORAGE_KEY}” (and, once you close the home page’s language hint, under “${LANGUAGE_HINT_DISMISSED_KEY}”), only so the home page can offer you that language. These values stay on your device and are not sent to us.`,
      ],
    },
    {
      heading: 'Audience measurement and consent',
      paragraphs: [
        'This site sets no advertising or tracking cookies and loads no third-party analytics or tracking scripts. Our fonts and images are served from our own server.',
        'Only if you choose Accept All do we measure how quickly pages load and respond (Core Web Vitals such as loading time and layout stability), to improve the site. These measurements are technical figures about page performance; they contain no name, email address or other identifier. If you decline, or have not chosen yet, nothing is measured.',
        'To know which pages are read, we count page views ourselves, without cookies and without storing anything on your device. For each page we keep its address, its language, the name of the site whose link brought you here, the campaign labels of that link (utm_source, utm_medium, utm_campaign), whether the window is phone, tablet or desktop sized, and how the page was opened. To count visitors without following them, our server combines your IP address and browser details with a random value that changes every day and is then deleted, and keeps only the result: the address and browser details themselves are never stored, and nobody can recognise you from one day to the next or across other sites. These figures serve only our own statistics and are shared with no one. Such audience measurement needs no consent (CNIL guidelines on cookies and other trackers), but you can object at any time: choose Decline on the cookie banner (later through “Cookie settings”) or turn on Global Privacy Control in your browser, and nothing is counted.',
      ],
    },
    {
      heading: 'Technical data',
      paragraphs: [
        'Like every website, our server receives your IP address and browser details with each request, because it needs them to deliver pages. We use them only to run and protect the site, for example to limit abusive numbers of requests, and keep them no longer than needed for that.',
      ],
    },
    {
      heading: 'Links and embedded content',
      paragraphs: [
        'Links to other sites, such as LinkedIn, X, GitHub, our blog or our Edge site, open those sites, whose own privacy policies apply. The Iffer page shows our Iffer platform in an embedded frame; when you open that page your browser connects to the platform’s address.',
      ],
    },
    {
      heading: 'How long we keep information',
      paragraphs: [
        `We keep contact messages for ${RETENTION_DAYS_DEFAULT} days after we receive them and then delete them automatically. You can ask us to delete your message sooner at any time. Your cookie choice stays in your browser until you change or clear it.`,
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You can ask us to show you, correct or delete the personal information we hold about you, or object to how we use it. Write to ${email}; we answer within 30 days. If you believe we have not handled your information properly, you may also complain to your data protection authority.`,
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Contact messages are sent over encrypted connections and stored in a database that visitors cannot read. Only the people who answer messages can access them.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'This site is not directed at children under 13, and we do not knowingly collect their personal information.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change how we handle personal information, we will update this page and its effective date before the change applies.',
      ],
    },
  ],
};

/** spec §2: the Terms of Service (prices in USD; governing law of the United States). */
export const termsOfService: LegalDocument = {
  id: 'terms',
  label: 'Terms of Service',
  title: 'Terms of Service',
  effectiveDate,
  effectiveLabel: 'Effective date:',
  intro: `These terms govern your use of the ${company} website. By using the site you agree to them; if you do not agree, please do not use it.`,
  sections: [
    {
      heading: 'Use of the site',
      paragraphs: [
        'You may browse the site and download our presentations for your own information. Please do not misuse the site: no attempts to disrupt it, gain unauthorised access, or send unlawful, abusive or automated bulk messages through the contact form.',
      ],
    },
    {
      heading: 'Product information',
      paragraphs: [
        'Product descriptions, specifications, figures and images on this site describe our products and prototypes in good faith, but they are for general information and may change as products develop. Figures such as accuracy, battery life or performance depend on conditions of use. A product’s final specifications are those confirmed in writing when you order.',
      ],
    },
    {
      heading: 'Prices and orders',
      paragraphs: [
        'Prices on this site are in United States dollars (USD) unless stated otherwise; amounts in other currencies are given for convenience only. Prices exclude taxes, duties and shipping unless stated. Nothing on this site is an offer to sell: an order is formed only when we confirm it in writing, with its price, delivery and warranty terms.',
      ],
    },
    {
      heading: 'Demos and requests',
      paragraphs: [
        'Requests for demos, quotes or partnerships made through the site do not commit either party until agreed in writing.',
      ],
    },
    {
      heading: 'Not medical advice',
      paragraphs: [
        'Information about our health-monitoring products is not medical advice and does not replace a diagnosis or treatment by a qualified healthcare professional.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The site’s content, including text, illustrations, logos and product names, belongs to ${company} or its licensors. You may not copy, modify or republish it without our written permission, except to share links to our pages.`,
      ],
    },
    {
      heading: 'Other websites',
      paragraphs: [
        'We link to other websites and embed our Iffer platform for your convenience. We are not responsible for the content or practices of sites we do not control.',
      ],
    },
    {
      heading: 'Disclaimer and limitation of liability',
      paragraphs: [
        'The site is provided “as is” and “as available”. To the extent the law allows, we give no warranty that it will be uninterrupted or error-free, and we are not liable for indirect or consequential loss arising from its use. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the United States of America. Any dispute about them or the site will be brought before the competent courts of the United States, unless the law of your country gives you the right to bring it elsewhere.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        `We may update these terms; the effective date above shows the current version. Questions about these terms: ${email}.`,
      ],
    },
  ],
};

/** The tabs, Privacy Policy first (the default). */
export const legalDocuments = [privacyPolicy, termsOfService] as const;

/** Accessible name of the tab list. */
export const legalTabsLabel = 'Legal documents';
