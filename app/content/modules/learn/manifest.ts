/** Schema of the learn copy: app/content/modules/learn/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import {
  featureCard,
  galleryFigure,
  milestone,
  navLink,
  stat,
  teamMember,
} from '../../schema/shapes';

/** The learn module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
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

/** The learn module: its schema and the code values its copy holds (bindings). */
export const learn = defineContentModule({
  schema,
  bindings: {
    en: [
      ['/learnCta/actions/0/href', 'paths.demos', 'equals'],
      ['/learnCta/actions/1/href', 'paths.contact', 'equals'],
      ['/learnPresentations/cards/0/action/href', 'paths.demos', 'equals'],
      ['/learnPresentations/cards/1/action/href', 'documentPaths.optimusDeck', 'equals'],
      ['/learnTeam/members/0/name', 'site.founder.name', 'equals'],
      ['/learnTeam/members/0/role', 'site.founder.role', 'equals'],
      ['/learnTeam/members/0/portrait/alt', 'site.founder.name', 'contains'],
      ['/learnTimeline/milestones/0/description', 'site.companyName', 'contains'],
      ['/learnTimeline/milestones/0/description', 'site.productBrand', 'contains'],
    ],
    translations: [
      ['/learnCta/actions/0/href', 'paths.demos', 'equals'],
      ['/learnCta/actions/1/href', 'paths.contact', 'equals'],
      ['/learnPresentations/cards/0/action/href', 'paths.demos', 'equals'],
      ['/learnPresentations/cards/1/action/href', 'documentPaths.optimusDeck', 'equals'],
      ['/learnTeam/members/0/name', 'site.founder.name', 'equals'],
      ['/learnTeam/members/0/role', 'companyCopy.founderRole', 'equals'],
      ['/learnTeam/members/0/portrait/alt', 'site.founder.name', 'contains'],
      ['/learnTimeline/milestones/0/description', 'site.companyName', 'contains'],
      ['/learnTimeline/milestones/0/description', 'site.productBrand', 'contains'],
    ],
  },
});
