/**
 * The editor's messages for copy that breaks its module's schema (app/content/schema/validate.ts):
 * plain words about what the field holds, never zod's code words.
 */
import { describe, expect, it } from 'vitest';
import { readContentFile } from '~/content/schema/files';
import { validateContent } from '~/content/schema/validate';

/** The issues `validateContent` reports for English's copy of `module` after `change`. */
function issuesAfter(module: 'faq' | 'optimus', change: (data: Record<string, unknown>) => void) {
  const data = structuredClone(readContentFile(module, 'en')) as Record<string, unknown>;
  change(data);
  const result = validateContent(module, 'en', data);
  return result.ok ? [] : result.issues;
}

describe('schema messages in an editor’s words', () => {
  it('names the kind of value a field holds instead of zod’s type names', () => {
    const issues = issuesAfter('faq', (data) => {
      data.faqLabel = 42;
    });
    expect(issues).toEqual([
      { path: '/faqLabel', message: 'Wrong kind of value: this field holds text.' },
    ]);
  });

  it('says a list has too many items with the cap', () => {
    const issues = issuesAfter('faq', (data) => {
      const items = data.faqItems as unknown[];
      data.faqItems = Array.from({ length: 101 }, (_, i) => items[i % items.length]);
    });
    expect(issues).toEqual([
      { path: '/faqItems', message: 'Too many items: a list holds at most 100.' },
    ]);
  });

  it('explains a colour in the form it must take', () => {
    const issues = issuesAfter('optimus', (data) => {
      (data.optimusDeck as Record<string, unknown>).accent = 'orange';
    });
    expect(issues).toEqual([
      {
        path: '/optimusDeck/accent',
        message: 'Not a colour: write it as # and six digits or letters a–f, like #0b1020.',
      },
    ]);
  });

  it('keeps every message free of zod’s words', () => {
    const issues = issuesAfter('optimus', (data) => {
      (data.optimusDeck as Record<string, unknown>).accent = 7;
      data.pageIntro = [];
    });
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) expect(issue.message).not.toMatch(/expected|received|Invalid/);
  });
});
