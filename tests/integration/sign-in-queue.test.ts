/**
 * An account that slows down checks its passwords one at a time (decision 0040; OWASP
 * Authentication Cheat Sheet, "Account Lockout"): parallel guesses from many addresses queue in
 * the database instead of waiting side by side, from one instance or two, the queue is bounded
 * (429 with Retry-After beyond it), and the owner's right password still signs in after its turn.
 *
 * The clock stands still and the waits are recorded, not waited: each attempt's turn is the time
 * its check was scheduled for, so "one at a time" is read from the turns, never from wall time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_QUEUE_MAX_WAIT_MS,
  SIGN_IN_SLOWDOWN_AFTER,
  SIGN_IN_SLOWDOWN_BASE_MS,
} from '../../server/auth/limits';
import { createAuthService, slowDownMs } from '../../server/auth/sessions';
import { createAdminAccounts } from '../../server/db/admin-accounts';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { GOOD_PASSWORD, usersCli } from '../helpers/admin';
import { databaseKinds } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

const EMAIL = 'team@example.com';
const T0 = Date.parse('2026-06-01T09:00:00.000Z');

describe.each(databaseKinds())('sign-in queue on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let server: TestServer;
  let second: OpenDatabase;
  let clock = T0;
  /** When each slowed-down check was scheduled to run (epoch ms): `now` plus its recorded wait. */
  const turns: number[] = [];
  const recordTurn = async (ms: number) => {
    turns.push(clock + ms);
  };

  beforeAll(async () => {
    await kind.setup();
    server = await startTestServer({
      database: await kind.create(),
      admin: { now: () => clock, sleep: recordTurn, retentionJob: false },
    });
    expect((await usersCli(server.database.url, ['add', EMAIL])).code).toBe(0);
    // A second instance: its own connection and service, sharing only the database.
    second = openDatabase(server.database.url);
  });
  afterAll(async () => {
    await second?.db.destroy();
    await server?.close();
    await kind.teardown();
  });

  const attemptFrom = (ip: string, password: string) =>
    server.app.inject({
      method: 'POST',
      url: '/admin/sign-in',
      remoteAddress: ip,
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:80',
        host: 'localhost:80',
      },
      payload: { email: EMAIL, password },
    });

  /** A new window, then the failures that start the slow-down (each from its own address). */
  async function slowDownStarts(prefix: string) {
    clock += SIGN_IN_FAILURE_WINDOW_MS;
    turns.length = 0;
    for (let n = 1; n <= SIGN_IN_SLOWDOWN_AFTER; n++) {
      expect((await attemptFrom(`${prefix}.${n}`, 'wrong-guess')).statusCode).toBe(401);
    }
    expect(turns).toEqual([]);
  }

  /** Asserts the turns are one at a time: each starts at least the base step after the last. */
  function expectOneAtATime(scheduled: readonly number[]) {
    const sorted = [...scheduled].sort((a, b) => a - b);
    let previous = clock;
    for (const at of sorted) {
      expect(at - previous).toBeGreaterThanOrEqual(SIGN_IN_SLOWDOWN_BASE_MS);
      previous = at;
    }
    return sorted;
  }

  it('checks 20 parallel wrong guesses one at a time, and refuses those beyond the queue with 429', async () => {
    await slowDownStarts('192.0.2');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => attemptFrom(`198.51.100.${n + 1}`, `guess-${n}`)),
    );
    const checked = responses.filter((response) => response.statusCode === 401);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(checked.length + refused.length).toBe(20);
    // One turn per checked guess, none shared: the last runs after every wait before it.
    expect(turns).toHaveLength(checked.length);
    const sorted = expectOneAtATime(turns);
    expect(sorted.at(-1)! - clock).toBeGreaterThanOrEqual(
      checked.length * SIGN_IN_SLOWDOWN_BASE_MS,
    );
    expect(sorted.at(-1)! - clock).toBeLessThanOrEqual(SIGN_IN_QUEUE_MAX_WAIT_MS);
    // The doubling steps 1, 2, 4, 8 and 16 s fill the 45 s queue after five guesses whatever their
    // order; the rest never reach the password check.
    expect(checked.length).toBeGreaterThanOrEqual(3);
    expect(refused.length).toBeGreaterThan(0);
    for (const response of refused) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(response.body)).toEqual({ message: expect.stringMatching(/too many/i) });
    }
  });

  it('lets the owner in after their turn, queued behind the guesses', async () => {
    await slowDownStarts('203.0.113');
    const guesses = Promise.all(
      [1, 2].map((n) => attemptFrom(`198.51.100.${100 + n}`, `guess-${n}`)),
    );
    const owner = attemptFrom('198.51.100.200', GOOD_PASSWORD);
    const [answers, signedIn] = await Promise.all([guesses, owner]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401]);
    expect(signedIn.statusCode).toBe(204);
    // Three checks in the queue, each its own step of 1, 2 and 4 s in some order: 7 s in all.
    expect(turns).toHaveLength(3);
    expect(expectOneAtATime(turns).at(-1)! - clock).toBe(
      slowDownMs(SIGN_IN_SLOWDOWN_AFTER) +
        slowDownMs(SIGN_IN_SLOWDOWN_AFTER + 1) +
        slowDownMs(SIGN_IN_SLOWDOWN_AFTER + 2),
    );
  });

  it('signs the owner in once the queue has room, after a full one refused them', async () => {
    await slowDownStarts('192.0.2');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => attemptFrom(`198.51.100.${n + 1}`, `guess-${n}`)),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401).length;
    const last = Math.max(...turns);
    const refused = await attemptFrom('198.51.100.200', GOOD_PASSWORD);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // Retry-After is when a check at the ceiling fits again: then it is taken.
    clock += retryAfter * 1000;
    turns.length = 0;
    expect((await attemptFrom('198.51.100.200', GOOD_PASSWORD)).statusCode).toBe(204);
    // Its step is the account's next: the refused attempt was not counted.
    expect(turns).toEqual([Math.max(last, clock) + slowDownMs(SIGN_IN_SLOWDOWN_AFTER + checked)]);
  });

  it('queues the checks of two instances on one database in one line', async () => {
    await slowDownStarts('192.0.2');
    const otherTurns: number[] = [];
    const otherInstance = createAuthService({
      accounts: createAdminAccounts(second.db),
      now: () => clock,
      sleep: async (ms) => {
        otherTurns.push(clock + ms);
      },
    });
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, n) =>
        n % 2 === 0
          ? attemptFrom(`198.51.100.${n + 1}`, `guess-${n}`).then((answer) => answer.statusCode)
          : otherInstance
              .signIn(EMAIL, `guess-${n}`, `198.51.100.${n + 1}`)
              .then((result) => (result.ok ? 204 : result.reason === 'invalid' ? 401 : 429)),
      ),
    );
    // Four steps (1, 2, 4 and 8 s) fit in the queue: each instance checks its two in turn.
    expect(results).toEqual([401, 401, 401, 401]);
    expect(turns).toHaveLength(2);
    expect(otherTurns).toHaveLength(2);
    const sorted = expectOneAtATime([...turns, ...otherTurns]);
    expect(sorted.at(-1)! - clock).toBe(
      [0, 1, 2, 3].reduce((sum, n) => sum + slowDownMs(SIGN_IN_SLOWDOWN_AFTER + n), 0),
    );
  });
});
