/**
 * The contract between `scripts/bench/run.ts` and a benchmark suite: a suite runs, prints its
 * figures as it goes, and returns a report that run.ts writes to `bench/<name>-report.md` and
 * `bench/<name>-report.json`.
 */

/** Options every suite receives. */
export interface SuiteOptions {
  /** Print a progress line. */
  log(line: string): void;
}

/** One budget of DESIGN §6 and whether this run met it. */
export interface BudgetCheck {
  what: string;
  budget: string;
  measured: string;
  ok: boolean;
}

/** What a suite returns. */
export interface SuiteReport {
  /** Markdown section (starts with a `## ` heading). */
  markdown: string;
  /** Machine-readable figures. */
  json: Record<string, unknown>;
  /** Budgets checked; the run fails when one is not met. */
  budgets: BudgetCheck[];
}

/** A named suite. */
export interface Suite {
  name: string;
  /** One line for `run.ts --list`. */
  description: string;
  run(options: SuiteOptions): Promise<SuiteReport>;
}

/**
 * The check of a latency statistic against its ceiling: `budget` `p95 ≤ 200 ms`, `measured`
 * `p95 143.2 ms` (one decimal), met when the statistic is at most the ceiling.
 * @param statistic which figure of the sample is held to the budget (`p95`, `max`)
 * @param ms the measured figure, milliseconds
 * @param budgetMs the ceiling, milliseconds (DESIGN §6)
 */
export function latencyBudget(
  what: string,
  statistic: 'p95' | 'max',
  ms: number,
  budgetMs: number,
): BudgetCheck {
  return {
    what,
    budget: `${statistic} ≤ ${budgetMs} ms`,
    measured: `${statistic} ${ms.toFixed(1)} ms`,
    ok: ms <= budgetMs,
  };
}

/**
 * The check of a duration against its ceiling, both in whole milliseconds as measured:
 * `budget` `≤ 2000 ms`, `measured` `812 ms`, met when the duration is at most the ceiling.
 * @param ms the measured duration, milliseconds (printed as given)
 * @param budgetMs the ceiling, milliseconds (DESIGN §6)
 */
export function durationBudget(what: string, ms: number, budgetMs: number): BudgetCheck {
  return { what, budget: `≤ ${budgetMs} ms`, measured: `${ms} ms`, ok: ms <= budgetMs };
}

/** A markdown table of budget checks. */
export function budgetTable(budgets: readonly BudgetCheck[]): string {
  const lines = ['| what | budget | measured | met |', '| --- | --- | --- | --- |'];
  for (const check of budgets) {
    lines.push(
      `| ${check.what} | ${check.budget} | ${check.measured} | ${check.ok ? 'yes' : '**no**'} |`,
    );
  }
  return lines.join('\n');
}
