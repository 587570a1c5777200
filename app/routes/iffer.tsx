import type { Route } from './+types/iffer';
import { OwnChromePage } from '~/components/layout/own-chrome-page';
import { IfferEmbed } from '~/components/sections/iffer-embed';
import { productThemes } from '~/config/product-themes';
import { pageData } from '~/content/site-content';
import { routeMeta } from '~/lib/meta';
import type { RouteHandle } from '~/lib/route-handle';

/** The page's copy in the URL's language (issue 12), at build time. */
export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, '/iffer', (c) => c.iffer.ifferContent);
/** /iffer: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

/** /iffer draws its own header (spec §2); its body is the embedded platform. */
export const handle = {
  chrome: 'own',
  theme: productThemes.iffer,
  firstView: 'ifferEmbed',
} satisfies RouteHandle;

/** /iffer (spec §2): header with the Scanova and CV dropdowns, then the full-size platform. */
export default function IfferPage({ loaderData: { intro, copy } }: Route.ComponentProps) {
  return (
    <OwnChromePage theme={handle.theme} header={copy.header}>
      <h1 className="sr-only">{intro.heading}</h1>
      <IfferEmbed {...copy.embed} />
    </OwnChromePage>
  );
}
