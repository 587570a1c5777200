import type { Route } from './+types/iffer';
import { OwnShellPage, ownShellHandle } from '~/components/layout/own-shell-page';
import { IfferEmbed } from '~/components/sections/iffer-embed';
import { productThemes } from '~/config/product-themes';
import { pageData } from '~/content/site-content';
import { routeMeta } from '~/lib/meta';

/** The page's copy in the URL's language, at build time. */
export const loader = ({ url, context }: Route.LoaderArgs) =>
  pageData({ url, context }, '/iffer', (c) => c.iffer.ifferContent);
/** /iffer: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

/** /iffer draws its own header (spec §2); its body is the embedded platform. */
export const handle = ownShellHandle(productThemes.iffer, 'ifferEmbed');

/** /iffer (spec §2): header with the Scanova and CV dropdowns, then the full-size platform. */
export default function IfferPage({ loaderData: { intro, copy } }: Route.ComponentProps) {
  return (
    <OwnShellPage theme={handle.theme} header={copy.header}>
      <h1 className="sr-only">{intro.heading}</h1>
      <IfferEmbed {...copy.embed} />
    </OwnShellPage>
  );
}
