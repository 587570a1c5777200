// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DemoCards } from '~/components/sections/demo-cards';
import { contentOf } from '~/content/site-content';

const { demoCards, demoSelection } = contentOf('en').demos;
const fr = contentOf('fr').demos;

function renderCards(onSelect = vi.fn()) {
  const Stub = createRoutesStub([
    {
      path: '/demos',
      Component: () => (
        <DemoCards
          cards={demoCards}
          label={demoSelection.label}
          selectedNote={demoSelection.note}
          selectedLink={demoSelection.link}
          actionTarget={demoSelection.actionTarget}
          onSelect={onSelect}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={['/demos']} />);
  return onSelect;
}

describe('/demos cards (spec §2, §3)', () => {
  it('shows three cards with category, title, subtitle and five features', () => {
    renderCards();
    expect(demoCards.map((c) => c.id)).toEqual(['trapterra', 'optimus', 'mediscan']);
    expect(demoCards.map((c) => c.category)).toEqual(['Agriculture AI', 'Energy AI', 'Medical AI']);
    for (const card of demoCards) {
      const el = screen.getByTestId(`demo-card-${card.id}`);
      expect(within(el).getByRole('heading', { name: card.title })).toBeTruthy();
      expect(within(el).getAllByRole('listitem')).toHaveLength(5);
    }
  });

  it("'Explore Optimus' links to /optimus as a full page load", () => {
    renderCards();
    const link = screen.getByRole('link', { name: 'Explore Optimus' });
    expect(link.getAttribute('href')).toBe('/optimus');
    // The full page load itself is checked in Chromium (tests/e2e/content-pages.spec.ts).
    expect(demoCards[1].action).toMatchObject({ kind: 'link', link: { reloadDocument: true } });
  });

  it("'View Live Demo' records the product id and confirms politely", () => {
    const onSelect = renderCards();
    const status = screen.getByTestId('demo-selection');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: /^View Live Demo\s*for TrapTerra$/ }));
    expect(onSelect).toHaveBeenLastCalledWith('trapterra');
    expect(screen.getByTestId('demo-card-trapterra').dataset.selected).toBe('true');
    expect(status.textContent).toContain('TrapTerra live demo selected');
    expect(within(status).getByRole('link').getAttribute('href')).toBe('/contact');
    fireEvent.click(screen.getByRole('button', { name: /^View Live Demo\s*for MediScan AI$/ }));
    expect(onSelect).toHaveBeenLastCalledWith('mediscan');
    expect(status.textContent).toContain('MediScan AI live demo selected');
  });

  it('names each button after its card in the page language, no English word added', () => {
    const Stub = createRoutesStub([
      {
        path: '/fr/demos',
        Component: () => (
          <DemoCards
            cards={fr.demoCards}
            label={fr.demoSelection.label}
            selectedNote={fr.demoSelection.note}
            selectedLink={fr.demoSelection.link}
            actionTarget={fr.demoSelection.actionTarget}
          />
        ),
      },
    ]);
    render(<Stub initialEntries={['/fr/demos']} />);
    expect(
      screen.getByRole('button', { name: /^Voir la démo en direct\s*de TrapTerra$/ }),
    ).toBeTruthy();
  });
});
