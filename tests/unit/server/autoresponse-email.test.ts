/**
 * The autoresponder's pieces without a database (server/contact/autoresponder.ts, server/env.ts):
 * `AUTORESPONDER` is off unless `on`; the e-mail escapes the visitor's name in HTML, keeps it on
 * one line, names its language and direction, and a stored language the site lacks is English.
 */
import { describe, expect, it } from 'vitest';
import {
  composeAutoresponse,
  languageOf,
  type AutoresponseCopy,
} from '../../../server/contact/autoresponder';
import { seedAutoresponseCopy } from '../../../server/content/site-content';
import { EnvError, parseEnv } from '../../../server/env';

const MAIL = { replyFrom: 'Acme <hello@example.com>', to: ['team@example.com'] };
const COPY: AutoresponseCopy = {
  subject: 'Thanks, {name}',
  greeting: 'Hello {name},',
  paragraphs: ['We got it.'],
  signature: 'The team',
};

describe('AUTORESPONDER', () => {
  it('is off unless on; empty counts as unset; anything else is refused', () => {
    expect(parseEnv({}).autoresponder).toBe(false);
    expect(parseEnv({ AUTORESPONDER: '' }).autoresponder).toBe(false);
    expect(parseEnv({ AUTORESPONDER: 'off' }).autoresponder).toBe(false);
    expect(parseEnv({ AUTORESPONDER: 'on' }).autoresponder).toBe(true);
    expect(() => parseEnv({ AUTORESPONDER: 'yes' })).toThrow(EnvError);
  });
});

describe('composeAutoresponse', () => {
  const message = { id: 7, name: 'Eve\r\nBcc: x@evil.example <b>', email: 'eve@example.org' };

  it('keeps the name on one line and escapes it in the HTML part', () => {
    const mail = composeAutoresponse({ ...message, language: 'en' }, 'en', COPY, MAIL);
    expect(mail.subject).toBe('Thanks, Eve Bcc: x@evil.example <b>');
    expect(mail.text).toBe('Hello Eve Bcc: x@evil.example <b>,\n\nWe got it.\n\nThe team\n');
    expect(mail.html).toContain('<p>Hello Eve Bcc: x@evil.example &lt;b&gt;,</p>');
    expect(mail.html).not.toContain('<b>');
    expect(mail).toMatchObject({
      kind: 'autoresponse',
      contactMessageId: 7,
      from: { name: 'Acme', address: 'hello@example.com' },
      replyTo: [{ address: 'team@example.com' }],
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
  });

  it('names the language and direction: Arabic right to left, the others left to right', () => {
    const arabic = composeAutoresponse(
      { ...message, language: 'ar' },
      'ar',
      seedAutoresponseCopy('ar'),
      MAIL,
    );
    expect(arabic.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(arabic.subject).toBe('لقد تلقّينا رسالتكم');
    const german = composeAutoresponse({ ...message, language: 'de' }, 'de', COPY, MAIL);
    expect(german.html).toContain('<html lang="de" dir="ltr">');
  });

  it('takes a language the site lacks, or none, as English', () => {
    expect(languageOf('fr')).toBe('fr');
    expect(languageOf('ar')).toBe('ar');
    expect(languageOf('it')).toBe('en');
    expect(languageOf(null)).toBe('en');
  });
});
