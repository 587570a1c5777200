import { ActionLink } from './action-link';
import { Section } from './section';
import type { Action, TitledSectionIds } from '~/content/types/shapes';

/** Props of {@link CtaBlock}. */
export interface CtaBlockProps extends TitledSectionIds {
  text: string;
  actions: readonly Action[];
}

/**
 * A closing call to action on the dark surface: heading, sentence and one or two buttons
 * (spec §2: 'Ready to Transform Your Industry?', 'Still Have Questions', Try Demo / Contact Us).
 */
export function CtaBlock({ heading, text, actions, ...ids }: CtaBlockProps) {
  return (
    <Section
      {...ids}
      heading={{ title: heading, tone: 'dark' }}
      columnClassName="rounded-3xl bg-surface px-6 py-12 text-center text-white md:px-12 md:py-16"
    >
      <p className="mx-auto mt-4 max-w-2xl text-lg text-white/80">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {actions.map((action, i) => (
          <ActionLink
            key={action.href}
            action={action}
            variant={i === 0 ? 'primary' : 'secondary-dark'}
          />
        ))}
      </div>
    </Section>
  );
}
