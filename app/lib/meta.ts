import type { MetaDescriptor } from 'react-router';
import { site } from '@common/site';

/** What each route declares about itself for search engines and link previews (DESIGN §5). */
export interface PageMetaInput {
  /** Page title without the company suffix. */
  title: string;
  /** 50–160 characters: shown in search results. */
  description: string;
  /** The route path, e.g. '/contact'; gives the canonical URL. */
  path: string;
  /** spec §2 /contact: keywords are set there; optional elsewhere. */
  keywords?: readonly string[];
}

/**
 * Builds a route's meta descriptors: title, description, canonical link and Open Graph tags.
 * @returns descriptors for React Router's `meta` export
 */
export function pageMeta({ title, description, path, keywords }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} | ${site.companyName}`;
  const url = new URL(path, site.siteUrl).href;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.companyName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
  ];
  if (keywords && keywords.length > 0) tags.push({ name: 'keywords', content: keywords.join(', ') });
  return tags;
}
