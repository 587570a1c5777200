/**
 * The country of a client address (server/insights/country.ts; decision 0041) from the DB-IP
 * Lite database the package installs: public addresses get their country, IPv4-mapped IPv6 as
 * its IPv4, special-purpose addresses and non-addresses `unknown`; a missing file fails the
 * start. And the English names the dashboard shows (admin/insights/utils/format.ts).
 */
import { describe, expect, it } from 'vitest';
import { formatCountry } from '../../../admin/insights/utils/format';
import {
  openCountryLookup,
  sharedCountryLookup,
  UNKNOWN_COUNTRY,
} from '../../../server/insights/country';

describe('country lookup', () => {
  const lookup = sharedCountryLookup();

  it('places public addresses, IPv4 and IPv6, and a dual-stack socket’s mapped form', () => {
    expect(lookup.country('8.8.8.8')).toBe('US');
    expect(lookup.country('::ffff:8.8.8.8')).toBe('US');
    expect(lookup.country('::FFFF:8.8.8.8')).toBe('US');
    expect(lookup.country('81.2.69.160')).toBe('GB');
    expect(lookup.country('2a01:e0a::1')).toBe('FR');
  });

  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.20',
    '100.64.0.1',
    '169.254.10.1',
    '0.0.0.0',
    '::',
    'fe80::1',
    'fd12:3456::1',
    '192.0.2.1',
    '2001:db8::1',
    '239.1.1.1',
  ])('answers unknown for the special-purpose address %s', (address) => {
    expect(lookup.country(address)).toBe(UNKNOWN_COUNTRY);
  });

  it.each(['', 'not-an-address', '8.8.8', '8.8.8.8, 1.1.1.1', '999.1.1.1', 'fe80::1%eth0'])(
    'answers unknown, without throwing, for %j',
    (value) => {
      expect(lookup.country(value)).toBe(UNKNOWN_COUNTRY);
    },
  );

  it('is opened once per process and says when its database was built', () => {
    expect(sharedCountryLookup()).toBe(lookup);
    expect(lookup.builtAt.getTime()).toBeGreaterThan(Date.parse('2025-01-01'));
  });

  it('refuses to open a missing or foreign file', () => {
    expect(() => openCountryLookup('/nonexistent/country.mmdb')).toThrow(/ENOENT/);
    expect(() => openCountryLookup(new URL(import.meta.url).pathname)).toThrow();
  });
});

describe('formatCountry', () => {
  it('names a code in English, unknown as "Unknown", and leaves anything else as it is', () => {
    expect(formatCountry('US')).toBe('United States');
    expect(formatCountry('DE')).toBe('Germany');
    expect(formatCountry('XK')).toBe('Kosovo');
    expect(formatCountry('unknown')).toBe('Unknown');
    expect(formatCountry('')).toBe('');
    expect(formatCountry('u$')).toBe('u$');
  });
});
