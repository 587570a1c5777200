/** Schema of the scanova copy: app/content/modules/scanova/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { type Binding, defineContentModule } from '../../schema/manifest';
import {
  brandMark,
  infoCard,
  navLink,
  pageHeaderItem,
  pillar,
  presentationDeck,
  prototype,
  sizedImage,
  stat,
} from '../../schema/shapes';

/** The scanova module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  scanovaContent: z.strictObject({
    header: z.strictObject({
      label: z.string(),
      logo: brandMark,
      logoHref: z.string(),
      items: z.array(pageHeaderItem),
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
        recommendations: z.array(z.string()),
      }),
      power: z.strictObject({
        heading: z.string(),
        solarLabel: z.string(),
        batteryLabel: z.string(),
        consumptionLabel: z.string(),
        autonomyLabel: z.string(),
      }),
    }),
    prototypes: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      label: z.string(),
      items: z.array(prototype),
    }),
    frameworks: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      cards: z.array(pillar),
    }),
    subsystems: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      cards: z.array(infoCard),
    }),
    aiLayer: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      points: z.array(z.string()),
    }),
    architecture: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      stepLabel: z.string(),
      steps: z.array(pillar),
    }),
    example: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      body: z.string(),
      figures: z.array(stat),
    }),
    team: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      members: z.array(
        z.strictObject({
          name: z.string(),
          role: z.string(),
          description: z.string(),
          portrait: sizedImage,
          cv: navLink,
        }),
      ),
    }),
    presentation: z.strictObject({
      id: z.string(),
      headingId: z.string(),
      heading: z.string(),
      lead: z.string(),
      placeholder: z.string(),
      startDemo: z.string(),
      startDemoNote: z.string(),
      deck: navLink,
    }),
    footer: z.strictObject({ logo: brandMark, tagline: z.string(), links: z.array(navLink) }),
  }),
  scanovaDeck: presentationDeck,
});

/** Where English's copy holds code values; each translation's list starts with these. */
const english: readonly Binding[] = [
  ['/scanovaContent/header/logoHref', 'paths.home', 'equals'],
  ['/scanovaContent/header/items/1/href', 'documentPaths.scanovaDeck', 'equals'],
  ['/scanovaContent/header/items/2/href', 'site.links.linkedinCompany', 'equals'],
  ['/scanovaContent/team/members/0/name', 'site.founder.name', 'equals'],
  ['/scanovaContent/team/members/0/cv/href', 'paths.cv', 'equals'],
  ['/scanovaContent/presentation/deck/href', 'documentPaths.scanovaDeck', 'equals'],
  ['/scanovaContent/footer/links/0/href', 'paths.home', 'equals'],
  ['/scanovaContent/footer/links/2/href', 'paths.contact', 'equals'],
  ['/scanovaDeck/path', 'documentPaths.scanovaDeck', 'equals'],
];

/** The scanova module: its schema and the code values its copy holds (bindings). */
export const scanova = defineContentModule({
  schema,
  bindings: {
    en: english,
    fr: [...english, ['/scanovaContent/team/members/0/role', 'companyCopy.founderRole', 'equals']],
    ar: [...english, ['/scanovaContent/team/members/0/role', 'companyCopy.founderRole', 'equals']],
  },
});
