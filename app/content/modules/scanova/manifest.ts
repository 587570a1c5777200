/** Schema of the scanova copy: app/content/modules/scanova/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import {
  brandMark,
  infoCard,
  ledSection,
  list,
  navLink,
  pageHeaderItem,
  pageIntro,
  pillar,
  presentationDeck,
  prototype,
  sizedImage,
  stat,
} from '../../schema/shapes';

/** The scanova module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  /** The page's title (browser tab, search results), description, heading and lead. */
  pageIntro,
  scanovaContent: z.strictObject({
    header: z.strictObject({
      label: z.string(),
      logo: brandMark,
      logoHref: z.string(),
      items: list(pageHeaderItem),
    }),
    hero: z.strictObject({
      eyebrow: z.string(),
      heading: z.string(),
      lead: z.string(),
      explore: navLink,
      demo: navLink,
      image: sizedImage,
    }),
    readings: z.strictObject({
      headingId: z.string(),
      heading: z.string(),
      note: z.string(),
      air: z.strictObject({
        heading: z.string(),
        aqiLabel: z.string(),
        labels: z.strictObject({
          pm25: z.string(),
          pm10: z.string(),
          co2: z.string(),
          humidity: z.string(),
          temperature: z.string(),
          voc: z.string(),
        }),
      }),
      respiratory: z.strictObject({
        heading: z.string(),
        scoreLabel: z.string(),
        allergenLabel: z.string(),
        asthmaLabel: z.string(),
        allergenValue: z.string(),
        asthmaValue: z.string(),
        recommendations: list(z.string()),
      }),
      power: z.strictObject({
        heading: z.string(),
        solarLabel: z.string(),
        batteryLabel: z.string(),
        consumptionLabel: z.string(),
        autonomyLabel: z.string(),
      }),
    }),
    prototypes: ledSection({
      label: z.string(),
      items: list(prototype),
    }),
    frameworks: ledSection({
      cards: list(pillar),
    }),
    subsystems: ledSection({
      cards: list(infoCard),
    }),
    aiLayer: ledSection({
      points: list(z.string()),
    }),
    architecture: ledSection({
      stepLabel: z.string(),
      steps: list(pillar),
    }),
    example: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      body: z.string(),
      figures: list(stat),
    }),
    team: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      members: list(
        z.strictObject({
          name: z.string(),
          role: z.string(),
          description: z.string(),
          portrait: sizedImage,
          cv: navLink,
        }),
      ),
    }),
    presentation: ledSection({
      placeholder: z.string(),
      startDemo: z.string(),
      startDemoNote: z.string(),
      deck: navLink,
    }),
    footer: z.strictObject({ logo: brandMark, tagline: z.string(), links: list(navLink) }),
  }),
  scanovaDeck: presentationDeck,
});

/** The scanova module: its schema and what its translations bind beyond English's code values. */
export const scanova = defineContentModule({
  schema,
  path: '/scanova',
  extraBindings: {
    // English and German write the role their own way ("Founder and CEO"); French and Arabic
    // write it as the company's details do.
    fr: [['/scanovaContent/team/members/0/role', 'companyCopy.founderRole', 'equals']],
    ar: [['/scanovaContent/team/members/0/role', 'companyCopy.founderRole', 'equals']],
  },
});
