import { useEffect, useState } from 'react';
import { firstViewSurfaces } from '~/config/first-view-surfaces';
import { IFFER_LOAD_TIMEOUT_MS } from '~/config/timing';

/** Props of {@link IfferEmbed}. */
export interface IfferEmbedProps {
  /** The external platform URL (common/site.ts links.ifferPlatform). */
  src: string;
  title: string;
  /** spec §2: 'Loading Iffer Platform...' until the frame has loaded. */
  loading: string;
  /** Shown when the platform cannot be reached (or scripts are off), with `openLabel`. */
  unreachable: string;
  /** Text of the link that opens the platform in a new tab. */
  openLabel: string;
  /** Shown above the frame without scripts, which cannot tell whether it loaded. */
  noScriptHint: string;
}

/**
 * The frame's attributes, with and without scripts. The embedded platform is an application: it
 * runs scripts, keeps its own session (same-origin to itself, so its cookies and storage work),
 * submits forms and may open links in new tabs. Nothing else is granted: no top navigation,
 * downloads, modals or pointer lock, so it cannot navigate or take over this page.
 */
const FRAME_ATTRIBUTES = {
  className: 'relative size-full border-0',
  sandbox: 'allow-scripts allow-same-origin allow-forms allow-popups',
  referrerPolicy: 'strict-origin-when-cross-origin',
  allow: '',
} as const;

/** 'loading' until the frame fires `load` (spec §3 iframe loaded flag); 'failed' if unreachable. */
type EmbedState = 'loading' | 'loaded' | 'failed';

/**
 * spec §2 /iffer: the external platform, full size below the header, with a loading text until
 * the frame fires `load` (spec §3 'iframe loaded flag').
 *
 * A frame whose platform cannot be reached fires `load` too (on the browser's error
 * page), so reachability is asked separately: a `no-cors` request to the platform resolves
 * (opaque) when it answers and rejects when it cannot be reached. That, or no `load` within
 * {@link IFFER_LOAD_TIMEOUT_MS}, shows a message with a link to open the platform directly.
 * Without scripts the loading text is hidden (nothing could clear it), the link shows and a
 * `<noscript>` frame stands where the frame goes.
 *
 * The frame is created once the page has hydrated, not prerendered: a platform that answered
 * before hydration fired its `load` before React listened, leaving the loading text up until
 * the time-out called it unreachable (seen with a loopback stand-in of the platform). It also
 * keeps the platform's page off this page's own first paint.
 */
export function IfferEmbed({
  src,
  title,
  loading,
  unreachable,
  openLabel,
  noScriptHint,
}: IfferEmbedProps) {
  const [state, setState] = useState<EmbedState>('loading');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(
      () => setState((now) => (now === 'loading' ? 'failed' : now)),
      IFFER_LOAD_TIMEOUT_MS,
    );
    fetch(src, { mode: 'no-cors', cache: 'no-store', signal: controller.signal }).catch(() => {
      if (!controller.signal.aborted) setState('failed');
    });
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [src]);

  const fallback = (sentence: string) => (
    <p className="text-lg font-medium text-ink-soft">
      {sentence}{' '}
      <a href={src} target="_blank" rel="noopener noreferrer" className="underline">
        {openLabel}
      </a>
    </p>
  );

  return (
    <div
      className={`relative h-[calc(100dvh-4rem)] w-full ${firstViewSurfaces.ifferEmbed.background}`}
    >
      {state === 'loading' ? (
        <p
          role="status"
          className="js-only absolute inset-0 flex items-center justify-center text-lg font-medium text-ink-soft"
          data-testid="iffer-loading"
        >
          {loading}
        </p>
      ) : null}
      {state === 'failed' ? (
        <div
          role="alert"
          className="absolute inset-0 z-10 flex items-center justify-center bg-subtle-strong px-4 text-center"
          data-testid="iffer-unreachable"
        >
          {fallback(unreachable)}
        </div>
      ) : (
        <div className="no-js-only px-4 py-3 text-center">{fallback(noScriptHint)}</div>
      )}
      {!hydrated ? (
        <noscript>
          <iframe src={src} title={title} {...FRAME_ATTRIBUTES} />
        </noscript>
      ) : state === 'failed' ? null : (
        <iframe
          src={src}
          title={title}
          onLoad={() => setState((now) => (now === 'loading' ? 'loaded' : now))}
          {...FRAME_ATTRIBUTES}
        />
      )}
    </div>
  );
}
