import type { Route } from './+types/not-found';
import { site } from '@common/site';
import { socialImageMeta } from '~/lib/meta';
import { SmartLink } from '~/components/ui/smart-link';
import { type RootData, useShell } from '~/hooks/use-shell';

/** The 404 page's head: never indexed, so no canonical URL or alternates. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  const copy = root?.shell.common.shellContent;
  return [
    { title: `${copy?.notFoundTitle ?? '404'} | ${site.companyName}` },
    { name: 'description', content: copy?.notFoundBody },
    { name: 'robots', content: 'noindex' },
    ...(root ? socialImageMeta(root.notFoundCard) : []),
  ];
};

/**
 * Any path that is not a route (spec §2; the splat route in app/routes.ts): the server answers it
 * 404 with this page prerendered in the path's language. Its copy is the shell's (root data), so a
 * client navigation renders it without a loader of its own, and it hydrates at any URL.
 */
export default function NotFoundPage() {
  const copy = useShell().common.shellContent;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-content flex-col items-start justify-center gap-4 px-4 py-16">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-ink">404</p>
      <h1 className="text-4xl font-bold">{copy.notFoundTitle}</h1>
      <p className="text-muted">{copy.notFoundBody}</p>
      <SmartLink
        href="/"
        className="inline-flex min-h-11 items-center rounded-lg bg-ink px-5 font-semibold text-white"
      >
        {copy.notFoundHome}
      </SmartLink>
    </section>
  );
}
