import type { Route } from './+types/not-found';
import { SmartLink } from '~/components/ui/smart-link';
import { chromeContent } from '~/content/en/common';
import { pageMeta } from '~/lib/meta';
import { notFoundPath } from '~/config/paths';

/** The 404 page: never indexed. */
export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: chromeContent.notFoundTitle,
    description: chromeContent.notFoundBody,
    path: notFoundPath,
  }).filter((tag) => !('rel' in tag)),
  { name: 'robots', content: 'noindex' },
];

/**
 * Any path that is not a route (STACK-NOTES §6). The server answers such paths with HTTP 404
 * and this prerendered page; the splat route lets it hydrate at any URL.
 */
export default function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-content flex-col items-start justify-center gap-4 px-4 py-16">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-ink">404</p>
      <h1 className="text-4xl font-bold">{chromeContent.notFoundTitle}</h1>
      <p className="text-muted">{chromeContent.notFoundBody}</p>
      <SmartLink
        href="/"
        className="inline-flex min-h-11 items-center rounded-lg bg-ink px-5 font-semibold text-white"
      >
        {chromeContent.notFoundHome}
      </SmartLink>
    </section>
  );
}
