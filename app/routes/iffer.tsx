import type { Route } from './+types/iffer';
import { OwnChromePage } from '~/components/layout/own-chrome-page';
import { IfferEmbed } from '~/components/sections/iffer-embed';
import { productThemes } from '~/config/product-themes';
import { paths } from '~/config/paths';
import { ifferContent as copy } from '~/content/en/iffer';
import { pageIntros } from '~/content/en/pages';
import { pageMeta } from '~/lib/meta';
import type { RouteHandle } from '~/lib/route-handle';

const intro = pageIntros['/iffer'];

/** /iffer: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: paths.iffer });

/** /iffer draws its own header (spec §2); its body is the embedded platform. */
export const handle: RouteHandle = { chrome: 'own' };

/** /iffer (spec §2): header with the Scanova and CV dropdowns, then the full-size platform. */
export default function IfferPage() {
  return (
    <OwnChromePage theme={productThemes.iffer} header={copy.header}>
      <h1 className="sr-only">{intro.heading}</h1>
      <IfferEmbed {...copy.embed} />
    </OwnChromePage>
  );
}
