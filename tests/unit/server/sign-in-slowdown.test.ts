/**
 * The account slow-down of sign-in (docs/security.md, OWASP Authentication Cheat Sheet "Account
 * Lockout"): nothing up to the threshold, then an exponential wait with a ceiling.
 */
import { describe, expect, it } from 'vitest';
import { slowDownMs, throttleKeys } from '../../../server/auth/sessions';
import {
  SIGN_IN_SLOWDOWN_AFTER,
  SIGN_IN_SLOWDOWN_BASE_MS,
  SIGN_IN_SLOWDOWN_MAX_MS,
} from '../../../server/auth/limits';

describe('slowDownMs', () => {
  it('waits nothing before the threshold, then doubles from the base up to the ceiling', () => {
    const waits = Array.from({ length: SIGN_IN_SLOWDOWN_AFTER + 8 }, (_, n) => slowDownMs(n));
    expect(waits.slice(0, SIGN_IN_SLOWDOWN_AFTER)).toEqual(Array(SIGN_IN_SLOWDOWN_AFTER).fill(0));
    expect(waits.slice(SIGN_IN_SLOWDOWN_AFTER)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 16_000, 16_000, 16_000,
    ]);
    expect(waits[SIGN_IN_SLOWDOWN_AFTER]).toBe(SIGN_IN_SLOWDOWN_BASE_MS);
    expect(slowDownMs(10_000)).toBe(SIGN_IN_SLOWDOWN_MAX_MS);
  });
});

describe('throttleKeys', () => {
  it('keys the pair, the address and the account apart, by hash, case-insensitive in the e-mail', () => {
    const keys = throttleKeys(' Team@Example.com ', '203.0.113.9');
    expect(keys).toEqual(throttleKeys('team@example.com', '203.0.113.9'));
    expect(new Set(Object.values(keys)).size).toBe(3);
    for (const key of Object.values(keys)) expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(throttleKeys('team@example.com', '203.0.113.10').account).toBe(keys.account);
    expect(throttleKeys('team@example.com', '203.0.113.10').pair).not.toBe(keys.pair);
  });
});
