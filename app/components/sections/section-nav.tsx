import { useMemo } from 'react';
import { useActiveSection } from '~/hooks/use-active-section';

/** Props of {@link SectionNav}. */
export interface SectionNavProps {
  label: string;
  sections: ReadonlyArray<{ id: string; label: string }>;
}

/**
 * An in-page navigation over a page's section anchors (spec §2 /optimus: active section tracked
 * by scroll position with a 100 px offset). A fixed column at the end edge on wide screens, so
 * it never covers a section's top edge; the active link carries aria-current="location".
 */
export function SectionNav({ label, sections }: SectionNavProps) {
  const ids = useMemo(() => sections.map((section) => section.id), [sections]);
  const active = useActiveSection(ids);
  return (
    <nav
      aria-label={label}
      className="fixed end-1 top-1/2 z-30 hidden -translate-y-1/2 rounded-2xl border border-line bg-white/90 p-1 shadow-lg backdrop-blur lg:block 2xl:end-4 2xl:p-2"
      data-testid="section-nav"
    >
      <ul className="flex flex-col gap-1">
        {sections.map((section) => {
          const current = active === section.id;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={current ? 'location' : undefined}
                title={section.label}
                className={`flex min-h-7 min-w-7 items-center justify-center gap-2 rounded-lg text-sm font-medium 2xl:justify-start 2xl:px-3 ${current ? 'bg-accent-soft text-accent-ink' : 'text-ink-quiet hover:text-ink'}`}
              >
                <span
                  aria-hidden="true"
                  className={`size-2.5 rounded-full ${current ? 'bg-accent-ink' : 'bg-faint'}`}
                />
                {/* Labels show where there is room beside the content (≥ 1536 px); below, the dots carry them for assistive tech and as tooltips. */}
                <span className="sr-only 2xl:not-sr-only">{section.label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
