/**
 * Copy of the shared footer (spec §2 landing footer): tagline, columns, bottom entries, social
 * links, copyright and slogan. Separate from `common.ts` so it loads with the footer, after the
 * first view.
 */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type { FooterColumn, FooterItem, SocialLink } from '~/content/types/shapes';

export const footerContent = {
  tagline:
    'Leading the future of AI hardware: devices, processors and machines that bring intelligence to the edge.',
  columns: [
    {
      title: 'Products',
      items: [
        { label: 'AI Processors' },
        { label: 'Neural Processing Units' },
        { label: 'Industrial Machines' },
        { label: 'Custom Hardware' },
        { label: 'Quantum Computing' },
      ],
    },
    {
      title: 'Solutions',
      items: [
        { label: 'Enterprise AI' },
        { label: 'Edge Computing' },
        { label: 'Cloud Infrastructure' },
        { label: 'Consulting Services' },
      ],
    },
    {
      title: 'Company',
      items: [
        { label: 'About Us', href: paths.learn },
        { label: 'Careers' },
        { label: 'News & Press' },
        { label: 'Contact', href: paths.contact },
      ],
    },
    {
      title: 'Resources',
      items: [
        { label: 'Documentation' },
        { label: 'API Reference' },
        { label: 'Support Center', href: paths.contact },
        { label: 'Community' },
      ],
    },
  ] satisfies FooterColumn[],
  /** spec §2 bottom links; the 'Cookie settings' button beside Cookie Policy reopens the consent banner. */
  bottomLinks: [
    { label: 'Privacy Policy', href: paths.policy },
    { label: 'Terms of Service', href: `${paths.policy}?tab=terms#terms` },
    { label: 'Cookie Policy', cookieSettingsAfter: true },
    { label: 'Security' },
  ] satisfies FooterItem[],
  cookieSettings: 'Cookie settings',
  socialLabel: 'Social media',
  logo: { src: '/images/brand/logo-light.svg', fallback: '/favicon.svg' },
  copyrightYear: 2024,
  slogan: 'Pioneering the future of AI hardware innovation',
  social: [
    {
      label: 'LinkedIn',
      href: site.links.linkedinCompany,
      external: true,
      icon: '/images/social/linkedin.svg',
    },
    { label: 'X', href: site.links.microblog, external: true, icon: '/images/social/x.svg' },
    {
      label: 'GitHub',
      href: site.links.codeHost,
      external: true,
      icon: '/images/social/github.svg',
    },
  ] satisfies SocialLink[],
} as const;
