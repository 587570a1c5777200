/** Props of {@link DocumentDownload}. */
export interface DocumentDownloadProps {
  id: string;
  heading: string;
  lead: string;
  label: string;
  /** The PDF (documentPaths). */
  href: string;
}

/** A download section for a generated PDF (spec §2 /lumen 'download section'). */
export function DocumentDownload({ id, heading, lead, label, href }: DocumentDownloadProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-4 bg-amber-50 px-4 py-16"
    >
      <div className="mx-auto flex max-w-content flex-col items-start gap-4 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id={`${id}-heading`} className="text-2xl font-bold md:text-3xl">
            {heading}
          </h2>
          <p className="mt-2 text-muted">{lead}</p>
        </div>
        <a
          href={href}
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-stone-900 px-6 font-semibold text-white hover:bg-stone-800"
        >
          <span aria-hidden="true">⬇</span> {label}
        </a>
      </div>
    </section>
  );
}
