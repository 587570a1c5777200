import type { ReactNode } from 'react';
import { Section } from './section';

/** Props of {@link PageIntro}. */
export interface PageIntroProps {
  heading: string;
  lead: string;
  /** Optional anchor id (spec §2: the landing hero is `home`). */
  id?: string;
  /**
   * From the md breakpoint, the heading fills the column's start half and the lead its end half
   * (mirrored right to left), for a hero with no picture whose lead would otherwise leave the
   * end half of the band empty; narrower, the two stack as usual.
   */
  split?: boolean;
  children?: ReactNode;
}

/**
 * A page's heading and lead paragraph: the one `<h1>` of the route, on the content column's
 * inline-start edge (the header logo's edge, {@link Section} 'content').
 */
export function PageIntro({ heading, lead, id, split = false, children }: PageIntroProps) {
  return (
    <Section
      id={id}
      tone="dark"
      space="lg"
      columnClassName={split ? 'md:grid md:grid-cols-2 md:items-center md:gap-12' : ''}
    >
      <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{heading}</h1>
      <p className={`mt-4 max-w-2xl text-lg text-white/80 ${split ? 'md:mt-0' : ''}`}>{lead}</p>
      {children}
    </Section>
  );
}
