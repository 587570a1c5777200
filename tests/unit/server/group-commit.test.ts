/** server/db/group-commit.ts: concurrent inserts share one commit, each caller keeps its atomicity. */
import { describe, expect, it, vi } from 'vitest';
import { createGroupCommitter } from '../../../server/db/group-commit';

/** A fake store: records each commit's rows; rows containing 'bad' make a commit fail. */
function fakeStore() {
  const commits: string[][] = [];
  let nextId = 1;
  const commit = async (rows: readonly string[]) => {
    await Promise.resolve();
    if (rows.some((row) => row.includes('bad'))) throw new Error(`refused ${rows.join(',')}`);
    commits.push([...rows]);
    return rows.map((row) => ({ id: nextId++, row }));
  };
  return { commits, commit };
}

describe('createGroupCommitter', () => {
  it('callers arriving in the same loop turn share one commit and get their own rows back', async () => {
    const store = fakeStore();
    const insert = createGroupCommitter(store.commit, { maxRows: 100, maxConcurrent: 1 });
    const results = await Promise.all([insert(['a']), insert(['b', 'c']), insert(['d'])]);
    expect(store.commits).toEqual([['a', 'b', 'c', 'd']]);
    expect(results).toEqual([
      [{ id: 1, row: 'a' }],
      [
        { id: 2, row: 'b' },
        { id: 3, row: 'c' },
      ],
      [{ id: 4, row: 'd' }],
    ]);
  });

  it('a failing group is retried caller by caller: only the bad caller fails', async () => {
    const store = fakeStore();
    const insert = createGroupCommitter(store.commit, { maxRows: 100, maxConcurrent: 1 });
    const settled = await Promise.allSettled([insert(['a']), insert(['bad', 'x']), insert(['b'])]);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((settled[1] as PromiseRejectedResult).reason)).toContain('refused bad,x');
    // 'x' shares its caller's fate: never committed without 'bad'.
    expect(store.commits).toEqual([['a'], ['b']]);
  });

  it('when the database is unavailable, the group and every queued caller fail at once, without one retry each', async () => {
    let commits = 0;
    let release: (() => void) | undefined;
    const unavailable = Object.assign(new Error('Query read timeout'), { unavailable: true });
    const insert = createGroupCommitter(
      async () => {
        commits += 1;
        // The first group hangs until released (a frozen database), then fails.
        await new Promise<void>((resolve) => (release = resolve));
        throw unavailable;
      },
      {
        maxRows: 100,
        maxConcurrent: 1,
        failsEveryone: (error) => (error as { unavailable?: boolean }).unavailable === true,
      },
    );
    const first = [insert(['a']), insert(['b'])].map((p) => p.catch((error: unknown) => error));
    await new Promise((resolve) => setImmediate(resolve));
    // Queued behind the hanging group.
    const queued = insert(['c']).catch((error: unknown) => error);
    release?.();
    expect(await Promise.all([...first, queued])).toEqual([unavailable, unavailable, unavailable]);
    expect(commits).toBe(1);
  });

  it('groups hold at most maxRows rows (a larger single caller still goes alone)', async () => {
    const store = fakeStore();
    const insert = createGroupCommitter(store.commit, { maxRows: 3, maxConcurrent: 1 });
    await Promise.all([
      insert(['a', 'b']),
      insert(['c', 'd']),
      insert(['e', 'f', 'g', 'h']),
      insert(['i']),
    ]);
    expect(store.commits).toEqual([['a', 'b'], ['c', 'd'], ['e', 'f', 'g', 'h'], ['i']]);
  });

  it('no more than maxConcurrent commits run at once; later callers form the next group', async () => {
    let running = 0;
    let peak = 0;
    const groups: number[] = [];
    // Each commit waits on a gate the test opens, so "running" is decided by the test, not a clock.
    const gates: Array<() => void> = [];
    const insert = createGroupCommitter(
      async (rows: readonly number[]) => {
        running += 1;
        peak = Math.max(peak, running);
        groups.push(rows.length);
        await new Promise<void>((open) => gates.push(open));
        running -= 1;
        return [...rows];
      },
      { maxRows: 1000, maxConcurrent: 1 },
    );
    const first = insert([1]);
    await vi.waitFor(() => expect(gates).toHaveLength(1));
    const later = Array.from({ length: 10 }, (_, i) => insert([i]));
    gates[0]!();
    await first;
    await vi.waitFor(() => expect(gates).toHaveLength(2));
    gates[1]!();
    await Promise.all(later);
    expect(peak).toBe(1);
    expect(groups).toEqual([1, 10]);
  });

  it('an empty insert resolves at once without a commit', async () => {
    const store = fakeStore();
    const insert = createGroupCommitter(store.commit, { maxRows: 10, maxConcurrent: 1 });
    expect(await insert([])).toEqual([]);
    expect(store.commits).toEqual([]);
  });
});
