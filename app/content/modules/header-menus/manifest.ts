/** Schema of the header-menus copy: app/content/modules/header-menus/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { productMenu } from '../../schema/shapes';

/** The header-menus module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  productMenus: z.strictObject({
    optimus: productMenu,
    scanova: productMenu,
    lumen: productMenu,
    iffer: productMenu,
    edge: productMenu,
  }),
});

/** The header-menus module (its bindings come from English's file: schema/code-values.ts). */
export const headerMenus = defineContentModule({
  schema,
});
