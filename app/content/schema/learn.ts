/** Schema of the learn copy: app/content/<lang>/learn.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { featureCard, galleryFigure, milestone, navLink, stat, teamMember } from './shapes';

/** The learn module's data: one key per export of app/content/<lang>/learn.ts. */
export const learn = z.strictObject({
  learnCta: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    heading: z.string(),
    text: z.string(),
    actions: z.array(navLink),
  }),
  learnInAction: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    eyebrow: z.string(),
    heading: z.string(),
    lead: z.string(),
    figures: z.array(galleryFigure),
  }),
  learnPresentations: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    eyebrow: z.string(),
    heading: z.string(),
    cards: z.array(featureCard),
  }),
  learnSolutions: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    eyebrow: z.string(),
    heading: z.string(),
    lead: z.string(),
    cards: z.array(featureCard),
  }),
  learnSpecs: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    eyebrow: z.string(),
    heading: z.string(),
    lead: z.string(),
    stats: z.array(stat),
  }),
  learnTeam: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    eyebrow: z.string(),
    heading: z.string(),
    members: z.array(teamMember),
  }),
  learnTimeline: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    eyebrow: z.string(),
    heading: z.string(),
    milestones: z.array(milestone),
  }),
});
