import { useState } from 'react';
import { fill } from '@common/i18n';
import { SmartLink } from '~/components/ui/smart-link';
import { ActionLink } from './action-link';
import { CheckmarkList } from './checkmark-list';
import { Section } from './section';
import { SectionHeading } from './section-heading';
import type { Action, DemoCard } from '~/content/types/shapes';

/** Props of {@link DemoCards}. */
export interface DemoCardsProps {
  cards: readonly DemoCard[];
  /** Accessible name of the grid. */
  label: string;
  /** Confirmation after 'View Live Demo': `{title}` is replaced by the card's title. */
  selectedNote: string;
  /** Link that follows the confirmation (to /contact). */
  selectedLink: Action;
  /**
   * The rest of a 'View Live Demo' button's accessible name after its label, naming the card
   * (`{title}` slot): 'for {title}' → "View Live Demo for TrapTerra" (WCAG 2.4.6, distinct names).
   */
  actionTarget: string;
  /** Called with the recorded id (spec §3 UI state: selected demo id). */
  onSelect?: (id: DemoCard['id']) => void;
}

/**
 * /demos grid of three product demo cards (spec §2). 'View Live Demo' records the product id
 * in component state and a polite live region confirms the choice with a way to book it;
 * no fake demo is shown.
 */
export function DemoCards({
  cards,
  label,
  selectedNote,
  selectedLink,
  actionTarget,
  onSelect,
}: DemoCardsProps) {
  const [selected, setSelected] = useState<DemoCard['id'] | null>(null);
  const chosen = cards.find((c) => c.id === selected);
  return (
    <Section label={label} width="content-inset">
      <ul className="grid gap-6 lg:grid-cols-3">
        {cards.map((card) => {
          return (
            <li
              key={card.id}
              data-theme={`demo-${card.accent}`}
              className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
              data-testid={`demo-card-${card.id}`}
              data-selected={selected === card.id}
            >
              <div
                className="h-2 bg-gradient-to-r from-band-start to-band-end"
                aria-hidden="true"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="self-start rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-ink">
                  {card.category}
                </p>
                <div className="mt-4">
                  <SectionHeading
                    id={`demo-${card.id}`}
                    title={card.title}
                    size="title"
                    align="start"
                  />
                </div>
                <p className="mt-1 font-medium text-brand-ink">{card.subtitle}</p>
                <p className="mt-3 text-muted">{card.description}</p>
                <CheckmarkList items={card.features} className="mt-5 space-y-2" />
                <div className="mt-auto pt-6">
                  {card.action.kind === 'link' ? (
                    <ActionLink action={card.action.link} className="w-full" />
                  ) : (
                    <button
                      type="button"
                      onClick={() => {
                        setSelected(card.id);
                        onSelect?.(card.id);
                      }}
                      className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-ink px-6 font-semibold text-white hover:bg-ink/85"
                    >
                      {card.action.label}
                      <span className="sr-only"> {fill(actionTarget, { title: card.title })}</span>
                    </button>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <p
        aria-live="polite"
        className="mt-6 min-h-7 text-center text-lg"
        data-testid="demo-selection"
      >
        {chosen ? (
          <>
            {selectedNote.replace('{title}', chosen.title)}{' '}
            <SmartLink
              href={selectedLink.href}
              className="font-semibold text-brand-ink underline underline-offset-4"
            >
              {selectedLink.label}
            </SmartLink>
          </>
        ) : null}
      </p>
    </Section>
  );
}
