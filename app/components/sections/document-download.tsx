import { SectionHeading } from './section-heading';
import type { SectionIds } from '~/content/types/shapes';

/** Props of {@link DocumentDownload}. */
export interface DocumentDownloadProps extends SectionIds {
  heading: string;
  lead: string;
  label: string;
  /** The PDF (documentPaths). */
  href: string;
}

/** A download section for a generated PDF (spec §2 /lumen 'download section'). */
export function DocumentDownload({
  id,
  headingId,
  heading,
  lead,
  label,
  href,
}: DocumentDownloadProps) {
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-4 bg-amber-50 px-4 py-16">
      <div className="mx-auto flex max-w-content flex-col items-start gap-4 md:flex-row md:items-center md:justify-between">
        <SectionHeading id={headingId} title={heading} lead={lead} size="sm" align="start" />
        <a
          href={href}
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-stone-900 px-6 font-semibold text-white hover:bg-stone-800"
        >
          <span aria-hidden="true">↓</span> {label}
        </a>
      </div>
    </section>
  );
}
