/**
 * Team passwords (issue 15): argon2id hashes through `@node-rs/argon2` with
 * {@link ARGON2ID_PARAMS} (OWASP Password Storage Cheat Sheet), and the policy a new password
 * must meet (length, a small list of common passwords, not the account's own e-mail; NIST
 * SP 800-63B §3.1.1.2 "blocklist … context-specific words").
 */
import { hash, verify } from '@node-rs/argon2';
import { ARGON2ID_PARAMS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';

/** `@node-rs/argon2`'s Algorithm.Argon2id (a const enum, which isolatedModules cannot import). */
const ARGON2ID = 2;

/** Hashes a password (argon2id, random salt). @returns a PHC string */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { ...ARGON2ID_PARAMS, algorithm: ARGON2ID });
}

/** Whether `password` matches a PHC hash; false (never a throw) for a malformed hash. */
export async function verifyPassword(phcHash: string, password: string): Promise<boolean> {
  try {
    return await verify(phcHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password with the same parameters, verified against when the e-mail of a
 * sign-in is unknown, so that answer takes as long as a wrong password (OWASP Authentication
 * Cheat Sheet, "Authentication Responses": equal response time). Computed once per process.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}

/**
 * Common passwords of {@link PASSWORD_MIN_LENGTH} characters or more, lower-cased: the long entries
 * of the most-used password lists (SecLists "10-million-password-list-top-10000", NCSC
 * "PwnedPasswordsTop100k"), plus keyboard walks and repetitions of the short ones.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789123',
  '123123123123',
  '123456123456',
  '111111111111',
  '000000000000',
  '999999999999',
  '121212121212',
  'passwordpassword',
  'password1234',
  'password12345',
  'password123456',
  'password1234567',
  'password123!',
  'p@ssw0rd1234',
  'passw0rd1234',
  'qwertyuiopasdfghjkl',
  'qwertyuiop12',
  'qwertyuiopasdf',
  'qwertyuiop123',
  'qwerty123456',
  'qwerty1234567',
  'qwertyqwerty',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'zaq12wsxcde3',
  'asdfghjkl123',
  'asdfasdfasdf',
  'zxcvbnm12345',
  'abc123abc123',
  'abcdefghijkl',
  'abcd1234abcd',
  'iloveyou1234',
  'iloveyouiloveyou',
  'letmein12345',
  'welcome12345',
  'welcome123456',
  'changeme1234',
  'administrator',
  'admin1234567',
  'adminadmin123',
  'administrator1',
  'trustno1trustno1',
  'football1234',
  'baseball1234',
  'superman1234',
  'monkey123456',
  'dragon123456',
  'sunshine1234',
  'princess1234',
  'starwars1234',
  'whatever1234',
  'correcthorsebatterystaple',
  'correct horse battery staple',
  'aaaaaaaaaaaa',
  'mypassword123',
  'thisismypassword',
  'secret123456',
  'internet1234',
  'computer1234',
]);

/** Why a password is refused, or undefined when it meets the policy. */
export function passwordProblem(password: string, email: string): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'This password is on a list of common passwords.';
  if (new Set(lower).size <= 2) return 'The password repeats one or two characters.';
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (lower.includes(email.toLowerCase()) || (local.length >= 4 && lower.includes(local))) {
    return 'The password must not contain the e-mail address.';
  }
  return undefined;
}
