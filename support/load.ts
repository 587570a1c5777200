/**
 * Load generation for proofs (b) and (c) of the `api` bench suite: autocannon POSTing one valid row
 * per request (as the site does: an array of one row, `Prefer: return=representation`) to 127.0.0.1
 * only, for a bounded time. Every request carries a unique subject, and the subjects answered 201
 * are recorded, so afterwards the database can be checked row by row: every 201 must be there.
 * Requests still in flight when the load stops (autocannon closes its connections) may have been
 * committed without the client reading the answer; they are reported separately, never counted as
 * 201s.
 */
import autocannon from 'autocannon';

/** Options of {@link runLoad}. */
export interface LoadOptions {
  /** Server base URL (127.0.0.1). */
  url: string;
  anonKey: string;
  /** Concurrent connections. */
  connections: number;
  /** Load duration. Seconds. */
  durationS: number;
  /** Prefix of every subject, to find this run's rows. */
  subjectPrefix: string;
  /** Called once after this many ms of load (e.g. `kill -9` the server); the load then stops. */
  interruptAfterMs?: number;
  onInterrupt?: () => Promise<void>;
  /** Requests per second over all connections (autocannon `overallRate`); default as fast as answered. */
  overallRate?: number;
  /** When given, filled with each 201's subject and the time its answer was read (`Date.now()`, ms). */
  answeredAt?: Map<string, number>;
}

/** What one load run measured. */
export interface LoadResult {
  /** Mean requests per second over the run. */
  requestsPerSecond: number;
  /** Latency percentiles. Milliseconds. */
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Responses read, by status. */
  statusCounts: Record<string, number>;
  /** Requests that got 201 and whose answer was read. */
  created: number;
  /** The subjects of those requests. */
  createdSubjects: Set<string>;
  /** Non-2xx responses. */
  non2xx: number;
  /** Socket errors and timeouts. */
  errors: number;
  timeouts: number;
  /** Requests sent in total (including those cut off at the stop). */
  sent: number;
  durationS: number;
}

/** Runs one load. Never longer than `durationS` plus about a second. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const createdSubjects = new Set<string>();
  let sequence = 0;
  const createdAt = new Date().toISOString();
  return new Promise((resolveLoad, reject) => {
    const instance = autocannon(
      {
        url: `${options.url}/rest/v1/contact_messages`,
        connections: options.connections,
        duration: options.durationS,
        timeout: 10,
        ...(options.overallRate ? { overallRate: options.overallRate } : {}),
        requests: [
          {
            method: 'POST',
            headers: {
              apikey: options.anonKey,
              authorization: `Bearer ${options.anonKey}`,
              'content-type': 'application/json',
              prefer: 'return=representation',
            },
            setupRequest: (request, context) => {
              const subject = `${options.subjectPrefix}-${++sequence}`;
              (context as { subject?: string }).subject = subject;
              return {
                ...request,
                body: JSON.stringify([
                  {
                    name: 'Load Tester',
                    email: 'load@example.com',
                    subject,
                    message: 'A message sent under load; every answered one must be stored.',
                    status: 'new',
                    created_at: createdAt,
                  },
                ]),
              };
            },
            onResponse: (status, _body, context) => {
              const subject = (context as { subject?: string }).subject;
              if (status === 201 && subject) {
                createdSubjects.add(subject);
                options.answeredAt?.set(subject, Date.now());
              }
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const statusCounts: Record<string, number> = {};
        for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
          statusCounts[status] = (stats as { count: number }).count;
        }
        resolveLoad({
          requestsPerSecond: result.requests.average,
          latencyP50Ms: result.latency.p50,
          latencyP99Ms: result.latency.p99,
          statusCounts,
          created: createdSubjects.size,
          createdSubjects,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          sent: sequence,
          durationS: result.duration,
        });
      },
    );
    if (options.interruptAfterMs !== undefined) {
      setTimeout(() => {
        void (options.onInterrupt?.() ?? Promise.resolve())
          .catch(() => {})
          .then(() => instance.stop());
      }, options.interruptAfterMs);
    }
  });
}
