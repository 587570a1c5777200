import { useMemo } from 'react';
import { useActiveSection } from '~/hooks/use-active-section';

/** Props of {@link OptimusSectionNav}. */
export interface OptimusSectionNavProps {
  label: string;
  sections: ReadonlyArray<{ id: string; label: string }>;
}

/**
 * The in-page navigation of /optimus (spec §2: active section tracked by scroll position with a
 * 100 px offset). A fixed column at the right edge on wide screens, so it never covers a
 * section's top edge; the active link carries aria-current="location".
 */
export function OptimusSectionNav({ label, sections }: OptimusSectionNavProps) {
  const ids = useMemo(() => sections.map((section) => section.id), [sections]);
  const active = useActiveSection(ids);
  return (
    <nav
      aria-label={label}
      className="fixed right-4 top-1/2 z-30 hidden -translate-y-1/2 rounded-2xl border border-slate-200 bg-white/90 p-2 shadow-lg backdrop-blur lg:block"
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
                className={`flex min-h-8 items-center gap-2 rounded-lg px-3 text-sm font-medium ${current ? 'bg-orange-50 text-brand-ink' : 'text-slate-600 hover:text-ink'}`}
              >
                <span
                  aria-hidden="true"
                  className={`size-2 rounded-full ${current ? 'bg-brand-ink' : 'bg-slate-300'}`}
                />
                {section.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
