import { STAT_GRID_COLUMNS } from '~/config/layout';
import { balancedGrid } from '~/lib/balanced-grid';
import { LandingSection, type LandingSectionCopy } from './landing-section';
import type { Stat } from '~/content/types/shapes';

/** Props of {@link StatGrid}. */
export interface StatGridProps extends LandingSectionCopy {
  stats: readonly Stat[];
  tone?: 'light' | 'dark';
}

/**
 * A heading and a grid of figures as a description list (spec §2 /learn: specification
 * cards 50 TOPS, 16GB, IP67, 15W, 48hr battery). Its rows are balanced
 * ({@link STAT_GRID_COLUMNS}), so the fifth card never sits alone on a row.
 */
export function StatGrid({ stats, tone = 'light', ...copy }: StatGridProps) {
  const dark = tone === 'dark';
  const grid = balancedGrid(stats.length, STAT_GRID_COLUMNS);
  return (
    <LandingSection {...copy} tone={dark ? 'dark' : 'plain'}>
      <dl className={`mt-12 grid gap-4 ${grid.container}`}>
        {stats.map((stat, i) => (
          <div
            key={stat.label}
            className={`flex flex-col rounded-2xl border p-5 text-center ${grid.items[i]} ${dark ? 'border-white/10 bg-white/5' : 'border-line'}`}
          >
            <dt className={`order-2 mt-1 font-semibold ${dark ? 'text-white' : 'text-ink'}`}>
              {stat.label}
            </dt>
            <dd className={`order-1 text-3xl font-bold ${dark ? 'text-brand' : 'text-brand-ink'}`}>
              {stat.value}
            </dd>
            {stat.description ? (
              <dd className={`order-3 mt-2 text-sm ${dark ? 'text-white/75' : 'text-muted'}`}>
                {stat.description}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </LandingSection>
  );
}
