/**
 * The password policy of team accounts (server/auth/passwords.ts `passwordProblem`): length,
 * not the e-mail, and a zxcvbn score of 3 or more, refusals giving zxcvbn's reason.
 */
import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../../server/auth/passwords';

const EMAIL = 'ada.lovelace@example.com';

/** The hand list of common passwords the policy had before zxcvbn: each must still be refused. */
const FORMER_LIST = [
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
];

/** A random password of `length` characters from letters, digits and symbols. */
function randomPassword(length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

describe('passwordProblem', () => {
  it('refuses guessable passwords of 12 characters or more, saying why in zxcvbn’s words', async () => {
    for (const password of ['123456789abc', 'password1234', 'Password1234']) {
      const problem = await passwordProblem(password, EMAIL);
      expect(problem).toMatch(/^The password is too easy to guess \(strength [0-2] of 4/);
      expect(problem).toContain('This is similar to a commonly used password.');
      expect(problem).toContain('Add more words that are less common.');
    }
    expect(await passwordProblem('abababababab', EMAIL)).toContain(
      'Repeated character patterns like "abcabcabc" are easy to guess.',
    );
  });

  it('refuses every password of the former hand list', async () => {
    for (const password of FORMER_LIST)
      expect(await passwordProblem(password, 'someone@example.com'), password).toMatch(
        /^The password is too easy to guess/,
      );
  });

  it('refuses passwords made from the e-mail, ignoring case and punctuation', async () => {
    for (const password of ['ada.lovelace-2024', 'AdaLovelace1815', 'x-ada.lovelace@example.com'])
      expect(await passwordProblem(password, EMAIL), password).toBe(
        'The password must not contain the e-mail address.',
      );
    // Its words are zxcvbn user inputs: the surname and a year are personal data, not strength.
    expect(await passwordProblem('lovelace1815!', EMAIL)).toContain(
      'There should not be any personal or page related data.',
    );
  });

  it('accepts strong passphrases and random passwords up to 256 characters', async () => {
    for (const password of ['violet-harbour-lantern-42', 'tranquil-otter-juggles-47'])
      expect(await passwordProblem(password, EMAIL), password).toBeUndefined();
    expect(await passwordProblem(randomPassword(256), EMAIL)).toBeUndefined();
  });

  it('keeps the length bounds, counted in characters', async () => {
    expect(await passwordProblem('T7#kq9!zPw2', EMAIL)).toBe(
      'The password must have at least 12 characters.',
    );
    expect(await passwordProblem(`${randomPassword(256)}x`, EMAIL)).toBe(
      'The password must have at most 256 characters.',
    );
  });

  it('estimates only the first 64 characters (CPU bound), so a weak start is refused', async () => {
    expect(await passwordProblem(`${'a'.repeat(64)}${randomPassword(64)}`, EMAIL)).toContain(
      'Repeated characters like "aaa" are easy to guess.',
    );
  });
});
