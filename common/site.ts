/**
 * Site configuration: every company detail a deployer changes, in one typed module.
 * Values are neutral examples (example.com addresses, a fictional 555 phone number).
 * Spec placeholders: {email}, {phone}, {name}, {product}, {key}.
 *
 * It lives in `common/` because both the front end (links, copy) and the server
 * (company profile fetch, CORS origin) read it; DESIGN §7 allows common ← app and common ← server.
 */
export interface SiteConfig {
  /** Company name shown in the logo, titles and legal texts. */
  companyName: string;
  /** spec {product}: the brand prefix of product names, e.g. '{product} Edge'. */
  productBrand: string;
  /** Public origin of the deployed site, no trailing slash; used for canonical URLs. */
  siteUrl: string;
  /** spec {email}: the two support addresses on /contact and the footer mailto. */
  emails: { support: string; sales: string };
  /** spec {phone}: display form and tel: form. */
  phone: { display: string; tel: string };
  /** spec {name}: the person linked from /contact and shown as founder on /scanova. */
  founder: { name: string; role: string; profileUrl: string };
  /** spec §2 /contact: the location line. */
  location: string;
  /** The same place for schema.org PostalAddress: locality and ISO 3166-1 alpha-2 country. */
  address: { locality: string; countryCode: string };
  /** spec §2: external destinations. */
  links: {
    linkedinCompany: string;
    blog: string;
    edgeSite: string;
    ifferPlatform: string;
    microblog: string;
    codeHost: string;
    youtube: string;
    instagram: string;
  };
}

/** The site configuration. Edit this object to deploy for a real company. */
export const site: SiteConfig = {
  companyName: 'Exemplar AI',
  productBrand: 'Exemplar',
  siteUrl: 'https://www.example.com',
  emails: { support: 'support@example.com', sales: 'hello@example.com' },
  phone: { display: '+1 555-0100', tel: '+15550100' },
  founder: {
    name: 'Alex Example',
    role: 'Founder & CEO',
    profileUrl: 'https://www.linkedin.com/in/example',
  },
  location: 'University campus, Dely Ibrahim, Algiers, Algeria',
  address: { locality: 'Algiers', countryCode: 'DZ' },
  links: {
    linkedinCompany: 'https://www.linkedin.com/company/example',
    blog: 'https://blog.example.com',
    edgeSite: 'https://edge.example.com',
    ifferPlatform: 'https://iffer.example.com',
    microblog: 'https://x.com/example',
    codeHost: 'https://github.com/example',
    youtube: 'https://www.youtube.com/@example',
    instagram: 'https://www.instagram.com/example',
  },
};
