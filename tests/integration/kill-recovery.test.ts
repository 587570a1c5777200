/**
 * Proof (c) of the `api` bench suite, short, in `npm test`: the real server under load (10
 * connections) is killed with SIGKILL after 1.5 s, restarted on the same SQLite file, and every row
 * that was answered 201 is there; the restarted server answers normally and exits 0 on SIGTERM.
 * Bounded: the load stops at the kill and lasts at most 5 s.
 */
import { describe, expect, it } from 'vitest';
import { runKillRecovery } from '../../support/kill-recovery';

describe('kill -9 under load (SQLite)', () => {
  it('every row answered 201 is present after a restart', async () => {
    const result = await runKillRecovery({ connections: 10, loadS: 5, killAfterMs: 1_500 });
    expect(result.killed.signal).toBe('SIGKILL');
    expect(result.load.created).toBeGreaterThan(0);
    expect(result.missing).toBe(0);
    expect(result.rowsAfterRestart).toBe(result.load.created + result.committedUnanswered);
    expect(result.afterRestartStatus).toBe(201);
    expect(result.restartedExit).toEqual({ code: 0, signal: null });
  }, 60_000);
});
