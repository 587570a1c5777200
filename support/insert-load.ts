/**
 * A steady insert load for the backup tests and the backup bench (DESIGN §1 `npm run backup`
 * "while the server writes"): `loops` concurrent clients POST one contact row at a time through
 * the API (as the site does), each with a unique subject, and record when each 201 was read.
 * Afterwards every acknowledged row can be looked for in a backup, row by row.
 *
 * Bounded: every request gives up after {@link REQUEST_TIMEOUT_MS}; `stop()` ends the loops after
 * their current request.
 */

/** Longest wait for one answer. Milliseconds. */
const REQUEST_TIMEOUT_MS = 10_000;

/** One row the server acknowledged with 201. */
export interface Acknowledged {
  subject: string;
  /** When the 201 was read (`Date.now()`, ms). */
  at: number;
}

/** A running load. */
export interface InsertLoad {
  /** Rows acknowledged so far. */
  acknowledged: readonly Acknowledged[];
  /** Answers other than 201 by status (0: no answer), so far. */
  others: Record<number, number>;
  /** Stops the loops; resolves once every request in flight is answered or abandoned. */
  stop(): Promise<void>;
}

/**
 * Starts the load.
 * @param base server base URL (loopback)
 * @param anonKey the key the server accepts
 * @param options `loops` concurrent clients; every subject starts with `prefix`
 */
export function startInsertLoad(
  base: string,
  anonKey: string,
  options: { loops: number; prefix: string },
): InsertLoad {
  const acknowledged: Acknowledged[] = [];
  const others: Record<number, number> = {};
  let running = true;
  let sequence = 0;
  const loop = async () => {
    while (running) {
      const subject = `${options.prefix}-${++sequence}`;
      let status = 0;
      try {
        const response = await fetch(`${base}/rest/v1/contact_messages`, {
          method: 'POST',
          headers: { apikey: anonKey, 'content-type': 'application/json' },
          body: JSON.stringify([
            {
              name: 'Backup Load',
              email: 'load@example.com',
              subject,
              message: 'Written while a backup runs; every acknowledged one must be kept.',
              status: 'new',
              created_at: new Date().toISOString(),
            },
          ]),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = 0;
      }
      if (status === 201) acknowledged.push({ subject, at: Date.now() });
      else {
        others[status] = (others[status] ?? 0) + 1;
        await new Promise((wait) => setTimeout(wait, 50));
      }
    }
  };
  const loops = Array.from({ length: options.loops }, loop);
  return {
    acknowledged,
    others,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
