/**
 * Card grids whose rows are balanced: a count that does not divide by the columns would leave one
 * card alone on the last row (the 5th specification card on /learn, the 7th component on /lumen).
 * Instead the cards are spread over the fewest rows as evenly as possible (7 in at most 4 columns:
 * 4 + 3; 7 in 3: 3 + 2 + 2), and every card of a shorter row spans more grid tracks, so each row
 * fills the width. A card can only be alone on a row when the grid has at most 2 columns there, and
 * then it spans the full width.
 *
 * Tailwind generates only classes it finds written out, so the classes come from the tables
 * below, not from template strings.
 */

/** The widths a grid can change at: Tailwind's `sm` (640 px), `md` (769 px) and `lg` (1024 px). */
export type GridBreakpoint = 'base' | 'sm' | 'md' | 'lg';

/** The most cards a row may hold; the tables below cover up to five. */
export type MaxColumns = 1 | 2 | 3 | 4 | 5;

/** The most cards per row from each width up (`base` below `sm`); unnamed widths inherit. */
export type GridColumns = { base: MaxColumns } & Partial<Record<GridBreakpoint, MaxColumns>>;

const BREAKPOINTS: readonly GridBreakpoint[] = ['base', 'sm', 'md', 'lg'];

/** Row sizes differ by at most one, so the tracks are k or k × (k − 1) for k ≤ 5. */
const GRID_COLS: Record<GridBreakpoint, Record<number, string>> = {
  base: {
    1: 'grid-cols-1',
    2: 'grid-cols-2',
    3: 'grid-cols-3',
    4: 'grid-cols-4',
    5: 'grid-cols-5',
    6: 'grid-cols-6',
    12: 'grid-cols-12',
    20: 'grid-cols-20',
  },
  sm: {
    1: 'sm:grid-cols-1',
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-3',
    4: 'sm:grid-cols-4',
    5: 'sm:grid-cols-5',
    6: 'sm:grid-cols-6',
    12: 'sm:grid-cols-12',
    20: 'sm:grid-cols-20',
  },
  md: {
    1: 'md:grid-cols-1',
    2: 'md:grid-cols-2',
    3: 'md:grid-cols-3',
    4: 'md:grid-cols-4',
    5: 'md:grid-cols-5',
    6: 'md:grid-cols-6',
    12: 'md:grid-cols-12',
    20: 'md:grid-cols-20',
  },
  lg: {
    1: 'lg:grid-cols-1',
    2: 'lg:grid-cols-2',
    3: 'lg:grid-cols-3',
    4: 'lg:grid-cols-4',
    5: 'lg:grid-cols-5',
    6: 'lg:grid-cols-6',
    12: 'lg:grid-cols-12',
    20: 'lg:grid-cols-20',
  },
};

const COL_SPAN: Record<GridBreakpoint, Record<number, string>> = {
  base: { 1: 'col-span-1', 2: 'col-span-2', 3: 'col-span-3', 4: 'col-span-4', 5: 'col-span-5' },
  sm: {
    1: 'sm:col-span-1',
    2: 'sm:col-span-2',
    3: 'sm:col-span-3',
    4: 'sm:col-span-4',
    5: 'sm:col-span-5',
  },
  md: {
    1: 'md:col-span-1',
    2: 'md:col-span-2',
    3: 'md:col-span-3',
    4: 'md:col-span-4',
    5: 'md:col-span-5',
  },
  lg: {
    1: 'lg:col-span-1',
    2: 'lg:col-span-2',
    3: 'lg:col-span-3',
    4: 'lg:col-span-4',
    5: 'lg:col-span-5',
  },
};

/**
 * How many of `count` cards each row holds with at most `maxColumns` per row: the fewest rows,
 * sizes differing by at most one, fuller rows first (7, 4 → [4, 3]; 5, 2 → [2, 2, 1]).
 */
export function balancedRows(count: number, maxColumns: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / maxColumns);
  const small = Math.floor(count / rows);
  const fuller = count % rows;
  return Array.from({ length: rows }, (_, row) => (row < fuller ? small + 1 : small));
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The container's and each card's classes of a balanced grid (see the module comment). */
export interface BalancedGrid {
  /** `grid-cols-*` for every width named. */
  container: string;
  /** `col-span-*` of card i for every width named. */
  items: string[];
}

/** Classes that lay out `count` cards in balanced rows at every width of `columns`. */
export function balancedGrid(count: number, columns: GridColumns): BalancedGrid {
  const container: string[] = [];
  const items: string[][] = Array.from({ length: count }, () => []);
  for (const bp of BREAKPOINTS) {
    const max = columns[bp];
    if (max === undefined || count === 0) continue;
    const rows = balancedRows(count, max);
    const tracks = rows.reduce((lcm, size) => (lcm * size) / gcd(lcm, size), 1);
    container.push(lookup(GRID_COLS[bp], tracks));
    let card = 0;
    for (const size of rows) {
      for (let i = 0; i < size; i += 1) items[card++]!.push(lookup(COL_SPAN[bp], tracks / size));
    }
  }
  return { container: container.join(' '), items: items.map((classes) => classes.join(' ')) };
}

function lookup(table: Record<number, string>, n: number): string {
  const value = table[n];
  // Only reachable with more than five columns; failing here fails the prerender, not a visitor.
  if (value === undefined) throw new Error(`balanced-grid: no class for ${n}`);
  return value;
}
