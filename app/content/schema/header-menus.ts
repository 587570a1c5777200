/** Schema of the header-menus copy: app/content/<lang>/header-menus.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { productMenu } from './shapes';

/** The header-menus module's data: one key per export of app/content/<lang>/header-menus.ts. */
export const headerMenus = z.strictObject({
  productMenus: z.strictObject({
    optimus: productMenu,
    scanova: productMenu,
    lumen: productMenu,
    iffer: productMenu,
    edge: productMenu,
  }),
});
