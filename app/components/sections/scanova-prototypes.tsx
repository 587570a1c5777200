import { Carousel } from '~/components/ui/carousel';
import { PROTOTYPE_CAROUSEL_MS } from '~/config/timing';
import type { Prototype } from '~/types/content';

/** Props of {@link ScanovaPrototypes}. */
export interface ScanovaPrototypesProps {
  heading: string;
  lead: string;
  label: string;
  items: readonly Prototype[];
  /** Auto-advance (ms): PROTOTYPE_CAROUSEL_MS, spec §9 4000 ms. */
  intervalMs?: number;
}

/**
 * spec §2 /scanova prototype carousel: V1 to V4 with previous/next that wrap, four dots,
 * click-to-select and auto-advance every 4 s, on the shared Carousel.
 */
export function ScanovaPrototypes({
  heading,
  lead,
  label,
  items,
  intervalMs = PROTOTYPE_CAROUSEL_MS,
}: ScanovaPrototypesProps) {
  return (
    <section
      id="prototypes"
      aria-labelledby="prototypes-heading"
      className="scroll-mt-4 bg-white px-4 py-16"
    >
      <div className="mx-auto max-w-content">
        <h2 id="prototypes-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
          {heading}
        </h2>
        <p className="mt-3 text-lg text-muted">{lead}</p>
        <Carousel
          label={label}
          arrows
          tone="dark"
          intervalMs={intervalMs}
          dotLabels={items.map((item) => `${item.title}: ${item.desc}`)}
          className="mx-auto mt-8 max-w-3xl rounded-2xl bg-teal-50"
          slides={items.map((item) => (
            <figure key={item.title} className="flex flex-col items-center px-16 pb-14 pt-16">
              <img
                src={item.src}
                alt={item.alt}
                width={480}
                height={300}
                className="h-auto w-full max-w-lg"
              />
              <figcaption className="mt-4 text-center">
                <span className="block text-2xl font-bold text-teal-800">{item.title}</span>
                <span className="text-muted">{item.desc}</span>
              </figcaption>
            </figure>
          ))}
        />
      </div>
    </section>
  );
}
