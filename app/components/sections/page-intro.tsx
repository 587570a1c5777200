import type { ReactNode } from 'react';
import { Section } from './section';

/** Props of {@link PageIntro}. */
export interface PageIntroProps {
  heading: string;
  lead: string;
  /** Optional anchor id (spec §2: the landing hero is `home`). */
  id?: string;
  children?: ReactNode;
}

/** A page's heading and lead paragraph: the one `<h1>` of the route. */
export function PageIntro({ heading, lead, id, children }: PageIntroProps) {
  return (
    <Section id={id} tone="dark" space="lg">
      <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-white/80">{lead}</p>
      {children}
    </Section>
  );
}
