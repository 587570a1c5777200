/** Schema of the common copy: app/content/modules/common/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';

/** The common module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  cookieBannerContent: z.strictObject({
    label: z.string(),
    text: z.string(),
    accept: z.string(),
    decline: z.string(),
  }),
  documents: z.strictObject({
    optimusDeck: z.string(),
    scanovaDeck: z.string(),
    lumenDeck: z.string(),
    cv: z.string(),
  }),
  shellContent: z.strictObject({
    skipLink: z.string(),
    socialImageAlt: z.string(),
    errorTitle: z.string(),
    errorBody: z.string(),
    errorReload: z.string(),
    notFoundTitle: z.string(),
    notFoundBody: z.string(),
    notFoundHome: z.string(),
    loading: z.string(),
    languageHint: z.string(),
    languageHintDismiss: z.string(),
    pdfInEnglish: z.string(),
  }),
  uiContent: z.strictObject({
    carousel: z.strictObject({
      role: z.string(),
      slide: z.string(),
      stop: z.string(),
      start: z.string(),
      previous: z.string(),
      next: z.string(),
      pause: z.string(),
      play: z.string(),
      position: z.string(),
      show: z.string(),
      showNumber: z.string(),
    }),
    dismiss: z.string(),
    features: z.string(),
    socialMedia: z.string(),
    menu: z.string(),
    newTab: z.string(),
  }),
});

/** The common module (its bindings come from English's file: schema/code-values.ts). */
export const common = defineContentModule({
  schema,
});
