import { useEffect, useState } from 'react';
import { localizeDocumentPath } from '~/config/paths';
import { useLocale } from '~/hooks/use-shell';
import { firstViewSurfaces } from '~/config/first-view-surfaces';
import { firstActivity } from '~/lib/first-activity';
import { ProductActionLink } from './product-action-link';
import { Section } from './section';

/** Props of {@link CvViewer}. */
export interface CvViewerProps {
  heading: string;
  lead: string;
  backHome: { label: string; href: string };
  viewer: { src: string; title: string; fallback: string };
  download: { label: string; href: string; filename: string };
}

/** The frame's box: the same size for the frame and its stand-in, so nothing moves (CLS). */
const FRAME_CLASS =
  'mt-6 h-[75dvh] w-full rounded-xl border border-line bg-white shadow-sm md:h-[80dvh]';

/**
 * spec §2 /cv: Back to Home, the CV in an embedded PDF viewer (with a link for browsers that
 * cannot show PDFs) and a Download CV link.
 *
 * The viewer frame is created on the visitor's first activity (app/lib/first-activity.ts), not
 * during the page load: Chromium's PDF viewer is a plugin of its own (its own resources and long
 * main-thread tasks), and phone browsers that cannot embed PDFs gain nothing from it. Until then a stand-in of the same size names the
 * document; without JavaScript a `<noscript>` frame stands where the viewer goes.
 */
export function CvViewer({ heading, lead, backHome, viewer, download }: CvViewerProps) {
  const [frame, setFrame] = useState(false);
  // The CV in the page's language (`/docs/fr/cv.pdf#toolbar=0`); the copy holds English's path.
  const src = localizeDocumentPath(viewer.src, useLocale());
  useEffect(() => {
    let live = true;
    void firstActivity().then(() => live && setFrame(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Section space="none" className={`${firstViewSurfaces.cvViewer.background} py-8 md:py-12`}>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{heading}</h1>
          <p className="mt-2 text-muted">{lead}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ProductActionLink action={backHome} variant="outline">
            <span aria-hidden="true" className="glyph-arrow glyph-arrow-back me-2" />
            {backHome.label}
          </ProductActionLink>
          <ProductActionLink action={download} variant="ink" download={download.filename} />
        </div>
      </div>
      {frame ? (
        <iframe src={src} title={viewer.title} className={FRAME_CLASS} />
      ) : (
        <>
          <div
            className={`${FRAME_CLASS} js-only flex items-center justify-center p-6 text-center text-muted`}
            data-testid="cv-frame-standin"
          >
            <p className="flex flex-col items-center gap-3">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-12 text-line-strong">
                <path
                  fill="currentColor"
                  d="M6 2h9l5 5v15a0 0 0 0 1 0 0H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm8 1.5V8h4.5L14 3.5ZM8 12h8v1.5H8V12Zm0 3.5h8V17H8v-1.5Zm0-7h4V10H8V8.5Z"
                />
              </svg>
              {viewer.title}
            </p>
          </div>
          <noscript>
            <iframe src={src} title={viewer.title} className={FRAME_CLASS} />
          </noscript>
        </>
      )}
      {/* Fallback beside the frame, not inside it: an iframe's children are not DOM (the HTML
            parser keeps them as text), so they would break hydration of the prerendered page. */}
      <p className="mt-3 text-sm text-muted">
        <a href={src} className="inline-block py-1 underline underline-offset-4">
          {viewer.fallback}
        </a>
      </p>
    </Section>
  );
}
