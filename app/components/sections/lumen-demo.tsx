/** Props of {@link LumenDemo}. */
export interface LumenDemoProps {
  heading: string;
  lead: string;
  views: ReadonlyArray<{
    label: string;
    image: { src: string; alt: string; width: number; height: number };
  }>;
}

/** spec §2 /lumen Product Demo: front, back and side views. */
export function LumenDemo({ heading, lead, views }: LumenDemoProps) {
  return (
    <section
      id="demo"
      aria-labelledby="demo-heading"
      className="scroll-mt-4 bg-white px-4 py-16 md:py-20"
    >
      <div className="mx-auto max-w-content">
        <h2 id="demo-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
          {heading}
        </h2>
        <p className="mt-3 text-lg text-muted">{lead}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {views.map((view) => (
            <li key={view.label}>
              <figure className="rounded-2xl border border-stone-200 bg-stone-50 p-4 text-center">
                <img
                  src={view.image.src}
                  alt={view.image.alt}
                  width={view.image.width}
                  height={view.image.height}
                  className="mx-auto h-auto w-full max-w-64"
                />
                <figcaption className="mt-3 font-semibold">{view.label}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
