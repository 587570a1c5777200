/** Schema of the home copy: app/content/modules/home/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { action, imageSlide, list, navLink, pageIntro } from '../../schema/shapes';

/** The home module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  /** The page's title (browser tab, search results), description, heading and lead. */
  pageIntro,
  BRANDS_ANCHOR: z.string(),
  homeHero: z.strictObject({
    eyebrow: z.string(),
    carouselLabel: z.string(),
    slides: list(imageSlide),
    primary: navLink,
    secondary: action,
  }),
});

/** The home module (its bindings come from English's file: schema/code-values.ts). */
export const home = defineContentModule({
  schema,
  path: '/',
});
