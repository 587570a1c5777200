/**
 * The daily visitor hash of site insights (DESIGN §8 "Site insights: collecting";
 * docs/decisions/0024-audience-measurement-and-consent.md), after Plausible's published data
 * policy ("How we count unique users without cookies"): `hash(daily_salt + site host + IP +
 * user agent)`, where the salt is random, one per UTC day, and deleted when its day is over. The
 * same visitor gets the same hash all day on every instance, and an unrelated one the next day;
 * once a salt is gone nobody, us included, can recompute a hash from an address.
 *
 * The hash is HMAC-SHA-256 keyed by the salt (RFC 2104; NIST SP 800-107 §5.3.4 allows truncating
 * it), truncated to {@link VISITOR_HASH_BYTES}: a visitor count needs no more than 128 bits to
 * avoid collisions, and a shorter value is no use as an identifier elsewhere.
 *
 * The salt lives in `insights_salts` (migration 0007), shared by every instance on the database:
 * the first request of a day inserts a fresh salt if that day has none (`INSERT … ON CONFLICT DO
 * NOTHING`, atomic on SQLite and PostgreSQL, so concurrent first requests of several instances
 * keep one salt) and everybody then reads the stored one. It is cached in memory for its day.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { INSIGHTS_SALT_BYTES, VISITOR_HASH_BYTES } from './limits';

/** The UTC calendar day of an epoch-ms instant, `YYYY-MM-DD`. */
export function utcDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/**
 * The hash of one visitor for one day.
 * @param salt the day's salt (hex)
 * @param siteHost the site's host name as requested (`example.com`), so two sites never share hashes
 * @param ip the client address (`request.ip`, proxies resolved by `TRUST_PROXY`); never stored
 * @param userAgent the `User-Agent` header; never stored
 * @returns {@link VISITOR_HASH_BYTES} bytes as lower-case hex (32 characters)
 */
export function visitorHash(salt: string, siteHost: string, ip: string, userAgent: string): string {
  // NUL separators: no two different (host, ip, agent) triples give the same message.
  return createHmac('sha256', salt)
    .update(`${siteHost}\u0000${ip}\u0000${userAgent}`, 'utf8')
    .digest()
    .subarray(0, VISITOR_HASH_BYTES)
    .toString('hex');
}

/** The salts of one app instance (see the module comment). */
export interface DailySalts {
  /** The salt of the UTC day of `now()`, creating it if the day has none. Rejects on database errors. */
  current(): Promise<string>;
  /** Deletes every salt of a day before today's (at start-up; {@link current} does it at day change). */
  deletePast(): Promise<void>;
}

/**
 * @param db the app's database
 * @param now clock, epoch ms (tests move it across midnight); default `Date.now`
 */
export function createDailySalts(db: Kysely<Database>, now: () => number = Date.now): DailySalts {
  let cached: { day: string; salt: string } | null = null;
  // Concurrent requests of one instance share one round trip per day.
  let loading: { day: string; promise: Promise<string> } | null = null;

  const deleteBefore = async (day: string) => {
    await db.deleteFrom('insights_salts').where('day', '<', day).execute();
  };

  const load = async (day: string): Promise<string> => {
    await db
      .insertInto('insights_salts')
      .values({ day, salt: randomBytes(INSIGHTS_SALT_BYTES).toString('hex') })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .execute();
    const row = await db
      .selectFrom('insights_salts')
      .select('salt')
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    // A new day for this instance: yesterday's salt goes, so yesterday's hashes cannot be redone.
    await deleteBefore(day);
    cached = { day, salt: row.salt };
    return row.salt;
  };

  return {
    current() {
      const day = utcDay(now());
      if (cached?.day === day) return Promise.resolve(cached.salt);
      if (loading?.day !== day) {
        const promise = load(day).finally(() => {
          if (loading?.promise === promise) loading = null;
        });
        loading = { day, promise };
      }
      return loading.promise;
    },
    deletePast: () => deleteBefore(utcDay(now())),
  };
}
