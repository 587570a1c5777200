/** Schema of the header copy: app/content/modules/header/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { list, navLink, siteNavItem } from '../../schema/shapes';

/** The header module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  headerContent: z.strictObject({
    navLabel: z.string(),
    homeLabel: z.string(),
    logoLight: z.string(),
    logoDark: z.string(),
    logoFallback: z.string(),
    menu: z.string(),
    menuClose: z.string(),
    submenu: z.string(),
    tryDemo: navLink,
    language: z.strictObject({ button: z.string(), list: z.string() }),
    search: z.strictObject({
      open: z.string(),
      label: z.string(),
      placeholder: z.string(),
      clear: z.string(),
      resultsLabel: z.string(),
      loading: z.string(),
      resultCount: z.strictObject({
        zero: z.string(),
        one: z.string(),
        two: z.string(),
        few: z.string(),
        many: z.string(),
        other: z.string(),
      }),
      noResults: z.string(),
      noResultsHelp: z.string(),
      faqLink: navLink,
      contactLink: navLink,
      seeAll: z.string(),
      unavailable: z.string(),
      pageTitle: z.string(),
      pageDescription: z.string(),
      pageHeading: z.string(),
      resultsFor: z.string(),
      correctedTo: z.string(),
      submit: z.string(),
      noScript: z.string(),
    }),
  }),
  headerItems: list(siteNavItem),
  profileCardContent: z.strictObject({
    cardLabel: z.string(),
    linkedinLogo: z.strictObject({ src: z.string(), alt: z.string(), fallback: z.string() }),
    followers: z.string(),
    companySize: z.string(),
    employees: z.string(),
    specialties: z.string(),
    follow: z.string(),
    visit: z.string(),
    hint: z.string(),
    loading: z.string(),
  }),
});

/** The header module (its bindings come from English's file: schema/code-values.ts). */
export const header = defineContentModule({
  schema,
});
