/**
 * Group commit for contact inserts (DESIGN §6: insert throughput ≥ 50 % of a bare route, with a
 * 201 only after the commit). Inserts that arrive while the event loop is busy are collected
 * and written in one transaction — one INSERT, one durable commit (one fsync on SQLite) for the
 * whole group — and each caller's promise resolves only after that commit, with its own rows.
 *
 * Atomicity per caller is kept: if a group's transaction fails, every caller of that group is
 * retried alone in its own transaction, so one bad request never fails or commits another's
 * rows, and each caller gets its own error. When the database itself is unavailable, every
 * caller gets that error at once (see {@link GroupCommitOptions.failsEveryone}).
 */

/** Writes the rows of several callers in one transaction; returns the stored rows in order. */
export type CommitRows<In, Out> = (rows: readonly In[]) => Promise<Out[]>;

/** Options of {@link createGroupCommitter}. */
export interface GroupCommitOptions {
  /** Most rows written in one transaction (bounded by the SQL parameter limit). */
  maxRows: number;
  /** Most transactions running at once (1 for SQLite; the pool size for PostgreSQL). */
  maxConcurrent: number;
  /**
   * Errors that would fail every caller alike (the database is unavailable): the group's callers
   * all get the error at once instead of being retried one by one, which under a frozen database
   * would take one time-out per caller, and so do the callers still queued. Default: none.
   */
  failsEveryone?: (error: unknown) => boolean;
}

interface Pending<In, Out> {
  rows: readonly In[];
  resolve(rows: Out[]): void;
  reject(error: unknown): void;
}

/**
 * Creates the committer. `commit` must return the stored rows in the order of its input
 * (e.g. ordered by a generated id).
 * @returns `insert(rows)`, resolving after the commit with `rows`' stored counterparts
 */
export function createGroupCommitter<In, Out>(
  commit: CommitRows<In, Out>,
  options: GroupCommitOptions,
): (rows: readonly In[]) => Promise<Out[]> {
  let queue: Pending<In, Out>[] = [];
  let running = 0;
  let scheduled = false;

  /** Takes callers from the queue up to maxRows (at least one caller). */
  const takeGroup = (): Pending<In, Out>[] => {
    let rows = 0;
    let count = 0;
    while (count < queue.length) {
      const next = queue[count]!.rows.length;
      if (count > 0 && rows + next > options.maxRows) break;
      rows += next;
      count += 1;
    }
    const group = queue.slice(0, count);
    queue = queue.slice(count);
    return group;
  };

  const commitAlone = async (pending: Pending<In, Out>) => {
    try {
      pending.resolve(await commit(pending.rows));
    } catch (error) {
      pending.reject(error);
    }
  };

  const commitGroup = async (group: Pending<In, Out>[]) => {
    if (group.length === 1) return commitAlone(group[0]!);
    let stored: Out[];
    try {
      stored = await commit(group.flatMap((pending) => pending.rows));
    } catch (error) {
      if (options.failsEveryone?.(error)) {
        // Callers queued meanwhile would meet the same dead database after waiting their turn
        // (one more time-out each): they get the answer now (DESIGN §6: 503 within 5 s).
        const waiting = queue;
        queue = [];
        for (const pending of [...group, ...waiting]) pending.reject(error);
        return;
      }
      // Nothing of the group was committed: give each caller its own transaction and error.
      for (const pending of group) await commitAlone(pending);
      return;
    }
    let offset = 0;
    for (const pending of group) {
      pending.resolve(stored.slice(offset, offset + pending.rows.length));
      offset += pending.rows.length;
    }
  };

  const schedule = () => {
    if (scheduled || queue.length === 0 || running >= options.maxConcurrent) return;
    scheduled = true;
    // After the I/O callbacks of this loop turn: every request parsed meanwhile joins the group.
    setImmediate(() => {
      scheduled = false;
      while (queue.length > 0 && running < options.maxConcurrent) {
        running += 1;
        void commitGroup(takeGroup()).finally(() => {
          running -= 1;
          schedule();
        });
      }
    });
  };

  return (rows) =>
    new Promise<Out[]>((resolve, reject) => {
      if (rows.length === 0) return resolve([]);
      queue.push({ rows, resolve, reject });
      schedule();
    });
}
