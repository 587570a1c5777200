import { SmartLink } from '~/components/ui/smart-link';

/** Props of {@link CvViewer}. */
export interface CvViewerProps {
  heading: string;
  lead: string;
  backHome: { label: string; href: string };
  viewer: { src: string; title: string; fallback: string };
  download: { label: string; href: string; filename: string };
}

/**
 * spec §2 /cv: Back to Home, the CV in an embedded PDF viewer (with a link for browsers that
 * cannot show PDFs) and a Download CV link.
 */
export function CvViewer({ heading, lead, backHome, viewer, download }: CvViewerProps) {
  return (
    <section className="bg-slate-50 px-4 py-8 md:py-12">
      <div className="mx-auto max-w-content">
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{heading}</h1>
            <p className="mt-2 text-muted">{lead}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <SmartLink
              href={backHome.href}
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-5 font-semibold hover:bg-slate-100"
            >
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                ←
              </span>
              &nbsp;
              {backHome.label}
            </SmartLink>
            <a
              href={download.href}
              download={download.filename}
              className="inline-flex min-h-11 items-center rounded-lg bg-ink px-5 font-semibold text-white hover:bg-slate-800"
            >
              {download.label}
            </a>
          </div>
        </div>
        <iframe
          src={viewer.src}
          title={viewer.title}
          className="mt-6 h-[75dvh] w-full rounded-xl border border-slate-200 bg-white shadow-sm md:h-[80dvh]"
        />
        {/* Fallback beside the frame, not inside it: an iframe's children are not DOM (the HTML
            parser keeps them as text), so they would break hydration of the prerendered page. */}
        <p className="mt-3 text-sm text-muted">
          <a href={viewer.src} className="inline-block py-1 underline underline-offset-4">
            {viewer.fallback}
          </a>
        </p>
      </div>
    </section>
  );
}
