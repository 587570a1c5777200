import { useState } from 'react';
import { ProductSection } from './product-section';
import type { SectionIds } from '~/types/content';

/** Props of {@link ScanovaPresentation}. */
export interface ScanovaPresentationProps extends SectionIds {
  heading: string;
  lead: string;
  placeholder: string;
  startDemo: string;
  startDemoNote: string;
  deck: { label: string; href: string };
}

/**
 * spec §2 /scanova presentation (anchor `presentation`): a demo placeholder and a start-demo
 * button that does nothing in the spec; here it says so instead of failing silently.
 */
export function ScanovaPresentation({
  placeholder,
  startDemo,
  startDemoNote,
  deck,
  ...frame
}: ScanovaPresentationProps) {
  const [noted, setNoted] = useState(false);
  return (
    <ProductSection {...frame} className="bg-slate-50">
      <div className="mt-8 flex aspect-video flex-col items-center justify-center gap-4 rounded-2xl bg-slate-900 p-6 text-center text-white">
        <p className="text-white/80">{placeholder}</p>
        <button
          type="button"
          onClick={() => setNoted(true)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-teal-500 px-6 font-semibold text-slate-950 hover:bg-teal-400"
        >
          <span aria-hidden="true">▶</span> {startDemo}
        </button>
        <p role="status" className="min-h-6 text-sm text-white/80">
          {noted ? startDemoNote : ''}
        </p>
      </div>
      <p className="mt-6">
        <a
          href={deck.href}
          className="inline-block py-2 font-semibold text-teal-800 underline underline-offset-4"
        >
          {deck.label}
        </a>
      </p>
    </ProductSection>
  );
}
