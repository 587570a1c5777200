/**
 * The site bench's report of the first view (scripts/bench/site-suite.ts, lighthouse.ts): each
 * route's LCP element named from Lighthouse's audit, and the routes over the 1.2 s target.
 */
import { describe, expect, it } from 'vitest';
import { lcpElementOf, type RouteFigures } from '../../../scripts/bench/lighthouse';
import { firstViewSummary } from '../../../scripts/bench/site-suite';

describe('lcpElementOf', () => {
  it('names the element by its last selector part and its label', () => {
    const details = {
      type: 'list',
      items: [
        {
          type: 'table',
          items: [
            {
              node: {
                type: 'node',
                selector: 'div.mx-auto > main > section#faq-hero > h1.text-4xl',
                nodeLabel: 'Frequently asked\n  questions',
              },
            },
          ],
        },
        { type: 'table', items: [{ phase: 'TTFB' }] },
      ],
    };
    expect(lcpElementOf(details)).toBe('h1.text-4xl "Frequently asked questions"');
  });

  it('cuts a long label, and says unknown without an element', () => {
    const node = { selector: 'p.lead', nodeLabel: 'x'.repeat(60) };
    expect(lcpElementOf({ items: [{ items: [{ node }] }] })).toBe(`p.lead "${'x'.repeat(39)}…"`);
    expect(lcpElementOf(undefined)).toBe('unknown');
    expect(lcpElementOf({ items: [] })).toBe('unknown');
  });
});

describe('firstViewSummary', () => {
  const route = (path: string, fcpMs: number, lcpMs: number) =>
    ({ route: path, mobile: { fcpMs, lcpMs } }) as unknown as RouteFigures;

  it('lists the routes over 1,200 ms and the spread of LCP − FCP', () => {
    expect(
      firstViewSummary([
        route('/', 905, 1_110),
        route('/ar', 915, 1_201.2),
        route('/faq', 900, 900),
      ]),
    ).toBe(
      'First view: LCP ≤ 1,200 ms on 2 of 3 routes; over it: /ar 1201. LCP 900–1201 ms; LCP − FCP 0–286 ms.',
    );
  });
});
