/** Schema of the home copy: app/content/modules/home/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { action, imageSlide, navLink } from '../../schema/shapes';

/** The home module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  BRANDS_ANCHOR: z.string(),
  homeHero: z.strictObject({
    eyebrow: z.string(),
    carouselLabel: z.string(),
    slides: z.array(imageSlide),
    primary: navLink,
    secondary: action,
  }),
});

/** The home module: its schema and the code values its copy holds (bindings). */
export const home = defineContentModule({
  schema,
  bindings: {
    en: [['/homeHero/secondary/href', 'paths.learn', 'equals']],
  },
});
