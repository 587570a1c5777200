import { useState } from 'react';
import { ProductActionLink } from './product-action-link';
import { ProductSection } from './product-section';
import type { TitledSectionIds } from '~/content/types/shapes';

/** Props of {@link ScanovaPresentation}. */
export interface ScanovaPresentationProps extends TitledSectionIds {
  lead: string;
  placeholder: string;
  startDemo: string;
  startDemoNote: string;
  deck: { label: string; href: string };
}

/**
 * spec §2 /scanova presentation (anchor `presentation`): a demo placeholder and a start-demo
 * button that does nothing in the spec; here it says so instead of failing silently. The
 * placeholder is drawn as the demo's window, 16:9 and at most 768 px wide (a full-width dark box
 * looks unfinished); on a phone it keeps a minimum height for its content. Colours come from the
 * page's product theme (accent tokens in app.css).
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
    <ProductSection {...frame} tone="subtle">
      <div
        className="relative mx-auto mt-8 flex min-h-64 w-full max-w-3xl flex-col items-center justify-center gap-4 overflow-hidden rounded-2xl bg-gradient-to-br from-night via-night to-accent-night px-6 pb-6 pt-12 text-center text-white shadow-xl ring-1 ring-night/10 sm:aspect-video sm:min-h-0"
        data-testid="demo-placeholder"
      >
        {/* Window chrome: decoration only. */}
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 flex h-9 items-center gap-1.5 border-b border-white/10 bg-white/5 px-4"
        >
          <span className="size-2.5 rounded-full bg-white/25" />
          <span className="size-2.5 rounded-full bg-white/25" />
          <span className="size-2.5 rounded-full bg-white/25" />
        </div>
        <svg
          viewBox="0 0 48 48"
          className="size-14 text-accent-bright"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="24" cy="24" r="23" fill="currentColor" opacity="0.12" />
          <path
            d="M11 18c4-3 7 3 11 0s7-3 11 0M11 25c4-3 7 3 11 0s7-3 11 0M11 32c4-3 7 3 11 0s7-3 11 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
        <p className="text-white/80">{placeholder}</p>
        <button
          type="button"
          onClick={() => setNoted(true)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-accent-vivid px-6 font-semibold text-on-vivid hover:bg-accent-vivid-hover"
        >
          <span aria-hidden="true" className="glyph-play" /> {startDemo}
        </button>
        <p role="status" className="min-h-6 text-sm text-white/80">
          {noted ? startDemoNote : ''}
        </p>
      </div>
      <p className="mt-6 text-center">
        <ProductActionLink action={deck} variant="accent-text" />
      </p>
    </ProductSection>
  );
}
