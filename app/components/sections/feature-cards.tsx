import { Icon } from '~/components/ui/icon';
import { LazyImage } from '~/components/ui/lazy-image';
import { ActionLink } from './action-link';
import { CheckmarkList } from './checkmark-list';
import { LandingSection, type LandingSectionCopy } from './landing-section';
import type { FeatureCard } from '~/content/types/shapes';

/** Props of {@link FeatureCards}. */
export interface FeatureCardsProps extends LandingSectionCopy {
  cards: readonly FeatureCard[];
  /** 'muted' draws the section on a light grey band. */
  background?: 'white' | 'muted';
}

/**
 * A heading and a grid of cards: icon or image, title, optional figure, text, bullets and an
 * action. Serves the landing feature cards (10x, 50%, infinite scale), the /edge solutions,
 * and the /learn solution and presentation cards (spec §1, §2).
 */
export function FeatureCards({ cards, background = 'white', ...copy }: FeatureCardsProps) {
  const cols = cards.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-3';
  return (
    <LandingSection {...copy} tone={background === 'muted' ? 'subtle' : 'plain'}>
      <ul className={`mt-12 grid gap-6 ${cols}`}>
        {cards.map((card) => (
          <li
            key={card.title}
            className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
          >
            {card.image ? <LazyImage image={card.image} className="h-auto w-full" /> : null}
            <div className="flex flex-1 flex-col p-6">
              {card.icon ? (
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand/15 text-brand-ink">
                  <Icon name={card.icon} />
                </span>
              ) : null}
              <h3 className={`text-xl font-semibold ${card.icon ? 'mt-5' : ''}`}>{card.title}</h3>
              {card.figure ? (
                <p className="mt-3">
                  <span className="block text-4xl font-bold text-brand-ink">
                    {typeof card.figure === 'string' ? (
                      card.figure
                    ) : (
                      <>
                        <Icon
                          name={card.figure.icon}
                          className="h-[1lh] w-[1.2em]"
                          strokeWidth={2.5}
                        />
                        <span className="sr-only">{card.figure.name}</span>
                      </>
                    )}
                  </span>
                  {card.figureLabel ? (
                    <span className="text-sm font-medium uppercase tracking-wide text-muted">
                      {card.figureLabel}
                    </span>
                  ) : null}
                </p>
              ) : null}
              <p className="mt-3 text-muted">{card.description}</p>
              {card.bullets ? (
                <CheckmarkList items={card.bullets} className="mt-4 space-y-2" />
              ) : null}
              {card.action ? (
                <div className="mt-auto pt-6">
                  <ActionLink action={card.action} variant="secondary" />
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
