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

/** The header-menus module: its schema and the code values its copy holds (bindings). */
export const headerMenus = defineContentModule({
  schema,
  bindings: {
    en: [
      ['/productMenus/optimus/title', 'site.productBrand', 'contains'],
      ['/productMenus/optimus/titleHref', 'paths.optimus', 'equals'],
      ['/productMenus/optimus/items/0/href', 'paths.optimus', 'equals'],
      ['/productMenus/optimus/items/1/href', 'paths.optimus', 'equals'],
      ['/productMenus/optimus/items/2/href', 'documentPaths.optimusDeck', 'equals'],
      ['/productMenus/scanova/title', 'site.productBrand', 'contains'],
      ['/productMenus/scanova/titleHref', 'paths.scanova', 'equals'],
      ['/productMenus/scanova/items/0/href', 'paths.scanova', 'equals'],
      ['/productMenus/scanova/items/1/href', 'paths.scanova', 'equals'],
      ['/productMenus/scanova/items/2/href', 'documentPaths.scanovaDeck', 'equals'],
      ['/productMenus/lumen/title', 'site.productBrand', 'contains'],
      ['/productMenus/lumen/titleHref', 'paths.lumen', 'equals'],
      ['/productMenus/lumen/items/0/href', 'paths.lumen', 'equals'],
      ['/productMenus/lumen/items/1/href', 'paths.lumen', 'equals'],
      ['/productMenus/lumen/items/2/href', 'documentPaths.lumenDeck', 'equals'],
      ['/productMenus/iffer/title', 'site.productBrand', 'contains'],
      ['/productMenus/iffer/titleHref', 'paths.iffer', 'equals'],
      ['/productMenus/iffer/items/0/href', 'paths.iffer', 'equals'],
      ['/productMenus/iffer/items/1/href', 'paths.iffer', 'equals'],
      ['/productMenus/edge/title', 'site.productBrand', 'contains'],
      ['/productMenus/edge/titleHref', 'paths.edge', 'equals'],
      ['/productMenus/edge/items/0/href', 'site.links.edgeSite', 'equals'],
      ['/productMenus/edge/items/1/href', 'site.links.edgeSite', 'equals'],
    ],
  },
});
