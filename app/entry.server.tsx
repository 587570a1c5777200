/**
 * Server entry: renders every page at build time (prerendering, DESIGN §3) and, at run time, the
 * two answers the server renders (the contact form posted without JavaScript, the search page
 * with `?q=`; server/routes/page-renderer.ts). It waits for all content (`onAllReady`) and never
 * outlines Suspense boundaries into hidden chunks (`progressiveChunkSize` unbounded), so lazily
 * loaded sections land in the HTML in place: readable without JavaScript, and no extra inline
 * script to move them.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

// The load-context keys the server sets (./lib/render-context.ts), from this bundle's own copy.
export { contactFormOutcomeContext, siteSearchContext } from './lib/render-context';
export { siteContentContext } from './content/site-content';
// The digest the pages' card names were made with: a publish draws its cards under the same names.
export { OG_CARD_ASSETS } from './content/social-cards';

/** How long a render may take before it is aborted (ms). */
export const streamTimeout = 5_000;

/** Renders one document; rejects when the shell fails. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          clearTimeout(timeoutId);
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
