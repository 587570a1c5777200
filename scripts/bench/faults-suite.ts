/**
 * Bench suite `faults` (DESIGN §6 "database faults"): the server process on a private
 * PostgreSQL under 50 concurrent insert loops while the database is stopped (`-m fast`,
 * `-m immediate`) or frozen (SIGSTOP) for 10 s and started again. The report says what was
 * injected and what the clients saw: answers by status, the slowest answer, the time from the
 * database's return to the first 201, and whether every 201 row is stored.
 */
import { startPostgres } from '../../support/postgres';
import { faultScenarios, runFaultScenario, NO_ANSWER } from '../../support/faults';
import { startServerProcess } from '../../support/server-process';
import { budgetTable, type BudgetCheck, type Suite } from './suite';

/** Concurrent insert loops. */
const CLIENTS = 50;
/** How long each fault keeps the database away. Milliseconds. */
const DOWN_MS = 10_000;
/** DESIGN §6: a stuck database answers 503 within 5 s. Milliseconds. */
const ANSWER_BUDGET_MS = 5_000;
const ANON_KEY = 'faults-bench-key';

export const faultsSuite: Suite = {
  name: 'faults',
  description: `PostgreSQL stop -m fast / immediate / SIGSTOP for ${DOWN_MS / 1000} s under ${CLIENTS} insert loops`,
  async run({ log }) {
    const pg = await startPostgres();
    const databaseUrl = await pg.createDatabase();
    const database = databaseUrl.split('/').pop();
    const server = await startServerProcess({
      env: { DATABASE_URL: databaseUrl, ANON_KEY, RATE_LIMIT_MAX: '0', COMPANY_PROFILE_URL: 'off' },
    });
    const rows: string[] = [];
    const budgets: BudgetCheck[] = [];
    const json: Record<string, unknown> = {};
    try {
      for (const [name, fault] of Object.entries(faultScenarios(pg, DOWN_MS))) {
        log(`injecting: ${name}`);
        const result = await runFaultScenario({
          base: server.url,
          anonKey: ANON_KEY,
          clients: CLIENTS,
          fault,
          successesAfter: 200,
          boundMs: 90_000,
          requestBoundMs: 30_000,
          subjectPrefix: `bench-${name.replace(/\W+/g, '-')}`,
        });
        const acknowledged = result.outcomes.filter((o) => o.status === 201).map((o) => o.subject);
        const stored = await pg.query<{ n: string }>(
          'select count(*) as n from contact_messages where subject = any($1)',
          [acknowledged],
          database,
        );
        const missing = acknowledged.length - Number(stored.rows[0]?.n ?? 0);
        const slowest503 = Math.max(
          0,
          ...result.outcomes.filter((o) => o.status === 503).map((o) => o.ms),
        );
        const alive = server.child.exitCode === null;
        const statuses = Object.entries(result.byStatus)
          .map(([status, n]) => `${Number(status) === NO_ANSWER ? 'no answer' : status}: ${n}`)
          .join(', ');
        log(
          `  ${statuses}; slowest 503 ${slowest503} ms; recovery ${result.recoveryMs} ms; missing ${missing}`,
        );
        rows.push(
          `| ${name} | ${statuses} | ${slowest503} | ${result.maxMs} | ${result.recoveryMs ?? 'never'} | ${missing} | ${alive ? 'yes' : '**no**'} |`,
        );
        json[name] = {
          byStatus: result.byStatus,
          slowest503,
          maxMs: result.maxMs,
          recoveryMs: result.recoveryMs,
          missing,
          alive,
        };
        budgets.push(
          {
            what: `${name}: server stays up`,
            budget: 'up',
            measured: alive ? 'up' : 'exited',
            ok: alive,
          },
          {
            what: `${name}: 503 within`,
            budget: `${ANSWER_BUDGET_MS} ms`,
            measured: `${slowest503} ms`,
            ok: slowest503 <= ANSWER_BUDGET_MS && !result.byStatus[NO_ANSWER],
          },
          {
            what: `${name}: 201 rows lost`,
            budget: '0',
            measured: String(missing),
            ok: missing === 0,
          },
          {
            what: `${name}: recovers by itself`,
            budget: '201 again',
            measured: result.recoveryMs === null ? 'never' : `${result.recoveryMs} ms`,
            ok: result.recoveryMs !== null,
          },
        );
      }
    } finally {
      await server.kill9();
      await pg.stop();
    }
    const markdown = [
      '## faults',
      '',
      `PostgreSQL 15 (private cluster on loopback), server process \`server/main.ts\`, ${CLIENTS} sequential insert loops; each fault keeps the database away ${DOWN_MS / 1000} s, then it is started again. A client waits 100 ms after a 503.`,
      '',
      '| injected | clients saw | slowest 503 ms | slowest answer ms | first 201 after restart ms | 201 rows missing | server up |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
      budgetTable(budgets),
    ].join('\n');
    return { markdown, json, budgets };
  },
};
