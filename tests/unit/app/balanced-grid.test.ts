import { describe, expect, it } from 'vitest';
import { CARD_GRID_COLUMNS, STAT_GRID_COLUMNS } from '~/config/layout';
import { balancedGrid, balancedRows } from '~/lib/balanced-grid';

describe('balancedRows (no card alone on a row)', () => {
  it.each([
    [7, 4, [4, 3]],
    [7, 3, [3, 2, 2]],
    [7, 2, [2, 2, 2, 1]],
    [5, 5, [5]],
    [5, 3, [3, 2]],
    [5, 2, [2, 2, 1]],
    [6, 4, [3, 3]],
    [4, 3, [2, 2]],
    [3, 4, [3]],
    [4, 1, [1, 1, 1, 1]],
    [0, 3, []],
  ])('%i cards in at most %i columns: %j', (count, max, rows) => {
    expect(balancedRows(count, max)).toEqual(rows);
  });

  it('never leaves a lone card on a row of a grid wider than 2 columns', () => {
    for (let count = 2; count <= 12; count += 1) {
      for (let max = 3; max <= 5; max += 1) {
        const rows = balancedRows(count, max);
        expect(rows.reduce((a, b) => a + b, 0)).toBe(count);
        expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
        expect(Math.max(...rows)).toBeLessThanOrEqual(max);
        if (count > 1) expect(Math.min(...rows)).toBeGreaterThan(1);
      }
    }
  });
});

describe('balancedGrid', () => {
  it('/learn: the five specification cards (spec §2) fill every row at every width', () => {
    const grid = balancedGrid(5, STAT_GRID_COLUMNS);
    expect(grid.container).toBe('grid-cols-2 sm:grid-cols-6 lg:grid-cols-5');
    // 375 px: 2 + 2 + the fifth across both columns; 768 px: 3 + 2; 1280 px: one row of 5.
    expect(grid.items).toEqual([
      'col-span-1 sm:col-span-2 lg:col-span-1',
      'col-span-1 sm:col-span-2 lg:col-span-1',
      'col-span-1 sm:col-span-2 lg:col-span-1',
      'col-span-1 sm:col-span-3 lg:col-span-1',
      'col-span-2 sm:col-span-3 lg:col-span-1',
    ]);
  });

  it('/lumen: the seven components (spec §2) are 4 + 3 at desktop width', () => {
    const grid = balancedGrid(7, CARD_GRID_COLUMNS[4]);
    expect(grid.container).toBe('grid-cols-1 sm:grid-cols-6 lg:grid-cols-12');
    expect(grid.items.map((c) => c.split(' ').at(-1))).toEqual([
      ...Array<string>(4).fill('lg:col-span-3'),
      ...Array<string>(3).fill('lg:col-span-4'),
    ]);
    // 768 px: 3 + 2 + 2.
    expect(grid.items.map((c) => c.split(' ')[1])).toEqual([
      ...Array<string>(3).fill('sm:col-span-2'),
      ...Array<string>(4).fill('sm:col-span-3'),
    ]);
  });

  it('a count that divides evenly keeps one track per card', () => {
    expect(balancedGrid(6, CARD_GRID_COLUMNS[3])).toEqual({
      container: 'grid-cols-1 md:grid-cols-3',
      items: Array<string>(6).fill('col-span-1 md:col-span-1'),
    });
    // Four cards in at most 3 columns: 2 + 2, not 3 + 1.
    expect(balancedGrid(4, CARD_GRID_COLUMNS[4]).container).toBe(
      'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4',
    );
  });
});
