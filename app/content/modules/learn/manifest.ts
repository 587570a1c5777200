/** Schema of the learn copy: app/content/modules/learn/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import {
  featureCard,
  galleryFigure,
  list,
  milestone,
  navLink,
  pageIntro,
  stat,
  teamMember,
} from '../../schema/shapes';

/** The learn module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  /** The page's title (browser tab, search results), description, heading and lead. */
  pageIntro,
  learnCta: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    heading: z.string(),
    text: z.string(),
    actions: list(navLink),
  }),
  learnInAction: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    eyebrow: z.string(),
    heading: z.string(),
    lead: z.string(),
    figures: list(galleryFigure),
  }),
  learnPresentations: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    eyebrow: z.string(),
    heading: z.string(),
    cards: list(featureCard),
  }),
  learnSolutions: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    eyebrow: z.string(),
    heading: z.string(),
    lead: z.string(),
    cards: list(featureCard),
  }),
  learnSpecs: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    eyebrow: z.string(),
    heading: z.string(),
    lead: z.string(),
    stats: list(stat),
  }),
  learnTeam: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    eyebrow: z.string(),
    heading: z.string(),
    members: list(teamMember),
  }),
  learnTimeline: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    eyebrow: z.string(),
    heading: z.string(),
    milestones: list(milestone),
  }),
});

/** The learn module (its bindings come from English's file: schema/code-values.ts). */
export const learn = defineContentModule({
  schema,
  path: '/learn',
});
