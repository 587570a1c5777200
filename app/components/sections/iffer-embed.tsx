import { useState } from 'react';

/** Props of {@link IfferEmbed}. */
export interface IfferEmbedProps {
  /** The external platform URL (common/site.ts links.ifferPlatform). */
  src: string;
  title: string;
  /** spec §2: 'Loading Iffer Platform...' until the frame has loaded. */
  loading: string;
}

/**
 * spec §2 /iffer: the external platform, full size below the header, with a loading text until
 * the frame fires `load` (spec §3 'iframe loaded flag').
 */
export function IfferEmbed({ src, title, loading }: IfferEmbedProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="relative h-[calc(100dvh-4rem)] w-full bg-slate-100">
      {loaded ? null : (
        <p
          role="status"
          className="absolute inset-0 flex items-center justify-center text-lg font-medium text-slate-700"
          data-testid="iffer-loading"
        >
          {loading}
        </p>
      )}
      <iframe
        src={src}
        title={title}
        onLoad={() => setLoaded(true)}
        className="relative size-full border-0"
        // The embedded platform is an application: it runs scripts, keeps its own session
        // (same-origin to itself, so its cookies and storage work), submits forms and may open
        // links in new tabs. Nothing else is granted: no top navigation, downloads, modals or
        // pointer lock, so it cannot navigate or take over this page.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="strict-origin-when-cross-origin"
        allow=""
      />
    </div>
  );
}
