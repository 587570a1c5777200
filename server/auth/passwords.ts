/**
 * Team passwords: argon2id hashes through `@node-rs/argon2` with {@link ARGON2ID_PARAMS} (OWASP
 * Password Storage Cheat Sheet), and the policy a new password must meet (length, not the
 * account's own e-mail, and hard to guess by the zxcvbn estimator's dictionaries and patterns;
 * NIST SP 800-63B §3.1.1.2 blocklist of commonly used, expected or compromised passwords).
 */
import { hash, verify } from '@node-rs/argon2';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { ARGON2ID_PARAMS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

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
 * The entries of the hand list this policy had before zxcvbn that zxcvbn scores 3 or more: the
 * passphrase of xkcd comic 936, the best-known example passphrase, and a phrase from the
 * SecLists / NCSC top lists. Appended to zxcvbn's `passwords-common` dictionary, so they are
 * refused with its usual warning.
 */
const KNOWN_PASSWORDS = [
  'correcthorsebatterystaple',
  'correct horse battery staple',
  'thisismypassword',
];

/**
 * Lowest accepted zxcvbn score. zxcvbn's README (Dropbox; zxcvbn-ts keeps its thresholds) gives
 * `result.score` 0–4 from the estimated guesses: 3 is "safely unguessable: moderate protection
 * from offline slow-hash scenario", 2 and below take fewer than 10^8 guesses.
 */
export const PASSWORD_MIN_SCORE = 3;

/**
 * Characters of a password zxcvbn estimates (its `maxLength` option, UTF-16 code units; it ignores
 * the rest). Its l33t matcher grows with the square of the length, so its default of 256 costs
 * sixteen times the work of 64 on a long random password. 64 is the longest password
 * NIST SP 800-63B asks every verifier to accept at least; a password whose first 64 characters
 * are hard to guess is hard to guess.
 */
export const PASSWORD_ESTIMATED_LENGTH = 64;

/**
 * The estimator, built on first use and kept: its dictionaries are megabytes that only the users
 * CLI needs, so the server, which imports this module to verify passwords, never loads them.
 */
let estimator: Promise<ZxcvbnFactory> | undefined;
function strengthEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: {
        ...common.dictionary,
        ...en.dictionary,
        'passwords-common': [...common.dictionary['passwords-common'], ...KNOWN_PASSWORDS],
      },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
      maxLength: PASSWORD_ESTIMATED_LENGTH,
    });
  })();
  return estimator;
}

/**
 * The e-mail and its parts (local part, its words, domain labels) of 3 characters or more, as
 * zxcvbn "user inputs": a password built from them counts as guessable (NIST SP 800-63B
 * §3.1.1.2: the blocklist includes context-specific words such as the username).
 */
function emailWords(email: string): string[] {
  const lower = email.toLowerCase();
  const [local = '', domain = ''] = lower.split('@');
  return [lower, local, ...local.split(/[^\p{L}\p{N}]+/u), ...domain.split('.')].filter(
    (word) => word.length >= 3,
  );
}

/** Lower-case letters and digits of `text`: `Ada.Lovelace` and `adalovelace` compare equal. */
function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Why a new password is refused, or undefined when it meets the policy: {@link PASSWORD_MIN_LENGTH}
 * to {@link PASSWORD_MAX_LENGTH} characters; not containing the e-mail or its local part (4
 * characters or more), ignoring case and punctuation; and a zxcvbn score of at least {@link PASSWORD_MIN_SCORE} with the
 * e-mail's words as user inputs (NIST SP 800-63B §3.1.1.2: compare with a blocklist of commonly
 * used, expected or compromised passwords). A refusal gives zxcvbn's English warning and
 * suggestions.
 * CPU-heavy: its cost is bounded by {@link PASSWORD_ESTIMATED_LENGTH}.
 * @param password the new password as typed
 * @param email the account's e-mail
 * @returns a one-line English sentence or two, for the users CLI to print
 */
export async function passwordProblem(
  password: string,
  email: string,
): Promise<string | undefined> {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  const squashed = squash(password);
  const local = squash(email.split('@')[0] ?? '');
  if (squashed.includes(squash(email)) || (local.length >= 4 && squashed.includes(local))) {
    return 'The password must not contain the e-mail address.';
  }
  const { score, feedback } = (await strengthEstimator()).check(password, emailWords(email));
  if (score >= PASSWORD_MIN_SCORE) return undefined;
  const advice = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
  return `The password is too easy to guess (strength ${score} of 4, at least ${PASSWORD_MIN_SCORE} needed).${advice ? ` ${advice}` : ''}`;
}
