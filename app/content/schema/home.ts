/** Schema of the home copy: app/content/<lang>/home.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { action, imageSlide, navLink } from './shapes';

/** The home module's data: one key per export of app/content/<lang>/home.ts. */
export const home = z.strictObject({
  BRANDS_ANCHOR: z.string(),
  homeHero: z.strictObject({
    eyebrow: z.string(),
    carouselLabel: z.string(),
    slides: z.array(imageSlide),
    primary: navLink,
    secondary: action,
  }),
});
