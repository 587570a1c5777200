/**
 * The spam filing of contact submissions (server/contact/spam.ts, docs/decisions/0039): the
 * honeypot wins; the content score reads links only, in any language, and leaves ordinary
 * messages with a link or two, a company's domain in the name, or an e-mail address alone.
 */
import { describe, expect, it } from 'vitest';
import { classifySubmission, SPAM_SCORE_THRESHOLD, spamScore } from '../../../server/contact/spam';

const person = { name: 'Ada Lovelace', subject: 'Optimus pricing', message: 'A quote for 40?' };

describe('spamScore', () => {
  it('ordinary messages stay below the threshold', () => {
    for (const fields of [
      person,
      { ...person, message: 'Our site is https://acme.example, docs at acme.com/docs.' },
      { ...person, name: 'Ada (acme.com)', subject: 'About example.com' },
      { ...person, message: 'Write to ada@example.com or call +44 20 7946 0000.' },
      { ...person, message: 'مرحبا، نريد عرض سعر لأربعين جهازًا. موقعنا https://acme.example' },
      {
        ...person,
        message:
          'Version 1.2.3 of node.js works; see https://a.example and https://b.example for details.',
      },
    ]) {
      expect(spamScore(fields), fields.message).toBeLessThan(SPAM_SCORE_THRESHOLD);
    }
  });

  it('a link in the name, many links, or a message that is little but links reach it', () => {
    expect(spamScore({ ...person, name: 'Cheap https://pills.example' })).toBeGreaterThanOrEqual(3);
    expect(spamScore({ ...person, name: 'www.pills.com' })).toBeGreaterThanOrEqual(3);
    expect(
      spamScore({
        ...person,
        message:
          'a https://1.example b https://2.example c https://3.example d https://4.example e https://5.example',
      }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      spamScore({ ...person, subject: 'https://x.example', message: 'https://x.example/buy' }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      spamScore({
        ...person,
        message: 'https://x.example/a https://x.example/b https://x.example/c',
      }),
    ).toBeGreaterThanOrEqual(3);
  });
});

describe('classifySubmission', () => {
  it('the honeypot wins, then the score, else new', () => {
    expect(classifySubmission(person, true)).toEqual({ status: 'spam', spamReason: 'honeypot' });
    expect(classifySubmission({ ...person, name: 'https://x.example' }, false)).toEqual({
      status: 'spam',
      spamReason: 'score',
    });
    expect(classifySubmission(person, false)).toEqual({ status: 'new', spamReason: null });
  });
});
