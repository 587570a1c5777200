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
