import { Icon } from '~/components/ui/icon';
import { LazyImage } from '~/components/ui/lazy-image';
import { Section } from './section';
import { SectionHeading } from './section-heading';
import type { ChecklistItem, SectionIds, SizedImage } from '~/content/types/shapes';

/** Props of {@link Checklist}. */
export interface ChecklistProps extends SectionIds {
  eyebrow?: string;
  heading: string;
  lead?: string;
  items: readonly ChecklistItem[];
  /** Illustration beside the list on wide screens. */
  image?: SizedImage;
}

/**
 * A heading and a list of checked items, with an optional illustration (spec §1 landing
 * feature list; spec §2 /edge 'Why Choose' checklist of four).
 */
export function Checklist({ id, headingId, eyebrow, heading, lead, items, image }: ChecklistProps) {
  return (
    <Section
      id={id}
      headingId={headingId}
      width="content-inset"
      space="lg"
      columnClassName={`grid items-center gap-10 ${image ? 'md:grid-cols-2' : ''}`}
    >
      <div>
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          title={heading}
          lead={lead}
          align="start"
          rhythm="landing"
        />
        <ul className={`mt-8 grid gap-5 ${image ? '' : 'md:grid-cols-2'}`}>
          {items.map((item) => (
            <li key={item.title} className="flex gap-4">
              <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand/15 text-brand-ink">
                <Icon name="check" className="size-5" />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{item.title}</h3>
                {item.description ? <p className="mt-1 text-muted">{item.description}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
      {image ? <LazyImage image={image} className="h-auto w-full rounded-2xl" /> : null}
    </Section>
  );
}
