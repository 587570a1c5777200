/**
 * The values an editor cannot change (docs/editing.md "Fields you cannot change";
 * server/content/checks.ts `fixedFields`, app/content/schema/checks.ts `fixedValues`,
 * code-values.ts `fixedByCode`): the list the editor shows read-only is exactly what the checker
 * holds a translation to. Every file of every module, the `pages` module included as any other:
 * with every listed value changed and then put back as listed (admin/content/fixed-fields.ts
 * `withFixed`, what the editor's save does) the file passes `validateContent`; with every other
 * text changed, no "Must stay" refusal (nothing the checker keeps is left editable).
 */
import { describe, expect, it } from 'vitest';
import { withFixed } from '../../../admin/content/fixed-fields';
import type { ContentValue } from '../../../common/content-api';
import { fixedFields, oneIssueAField } from '../../../server/content/checks';
import { contentIssues, fixedValues, LINK_RULE } from '~/content/schema/checks';
import { bindingIssues, fixedByCode } from '~/content/schema/code-values';
import { readContentFile } from '~/content/schema/files';
import { CONTENT_LANGUAGES, CONTENT_MODULES } from '~/content/schema/modules';
import { validateContent } from '~/content/schema/validate';

const translations = CONTENT_MODULES.flatMap((module) =>
  CONTENT_LANGUAGES.filter((language) => language !== 'en').map((language) => ({
    module,
    language,
  })),
);

/** A copy of `value` with each leaf `change`d where `pick(pointer)` says so. */
function mapLeaves(
  value: ContentValue,
  pick: (pointer: string) => boolean,
  change: (leaf: ContentValue) => ContentValue,
  pointer = '',
): ContentValue {
  if (Array.isArray(value))
    return value.map((item, index) => mapLeaves(item, pick, change, `${pointer}/${index}`));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        mapLeaves(
          item,
          pick,
          change,
          `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`,
        ),
      ]),
    );
  return pick(pointer) ? change(value) : value;
}

/** Another value of the same kind. */
const other = (leaf: ContentValue): ContentValue =>
  typeof leaf === 'number' ? leaf + 1 : typeof leaf === 'boolean' ? !leaf : `${String(leaf)}-x`;

describe('the values an editor cannot change', () => {
  it.each(translations)(
    '$module/$language: changed, then saved as listed, passes the checks',
    ({ module, language }) => {
      const data = readContentFile(module, language) as ContentValue;
      const english = readContentFile(module, 'en') as ContentValue;
      const fixed = fixedFields(data, english, language, fixedByCode(module, language));
      const pointers = new Set(fixed.map((item) => item.pointer));
      const spoiled = mapLeaves(data, (pointer) => pointers.has(pointer), other);
      if (pointers.size > 0) expect(validateContent(module, language, spoiled).ok).toBe(false);
      const saved = withFixed(
        spoiled,
        fixedFields(spoiled, english, language, fixedByCode(module, language)),
      );
      expect(validateContent(module, language, saved)).toEqual({ ok: true });
    },
  );

  it.each(translations)(
    '$module/$language: every other text may change without a "Must stay" refusal',
    ({ module, language }) => {
      const data = readContentFile(module, language) as ContentValue;
      const english = readContentFile(module, 'en') as ContentValue;
      const fixed = fixedFields(data, english, language, fixedByCode(module, language));
      const pointers = new Set(fixed.map((item) => item.pointer));
      const edited = mapLeaves(
        data,
        (pointer) => !pointers.has(pointer),
        (leaf) => (typeof leaf === 'string' ? `${leaf} (édité)` : leaf),
      );
      const refusals = [
        ...contentIssues(edited, english, language),
        ...bindingIssues(module, language, edited),
      ].filter((issue) => issue.message.startsWith('Must stay'));
      expect(refusals).toEqual([]);
    },
  );

  it('lists widths and heights with their numbers, ids and image paths in a translation', () => {
    const english = {
      image: { src: '/images/a.svg', alt: 'A chart', width: 640, height: 480 },
      id: 'brands',
      cta: { label: 'Talk to us', href: '#contact-form' },
    };
    const arabic = { ...english, image: { ...english.image, src: '/images/a-ar.svg', alt: 'رسم' } };
    expect(fixedValues(arabic, english, 'ar')).toEqual([
      { pointer: '/image/src', value: '/images/a-ar.svg' },
      { pointer: '/image/width', value: 640 },
      { pointer: '/image/height', value: 480 },
      { pointer: '/id', value: 'brands' },
      { pointer: '/cta/href', value: '#contact-form' },
    ]);
    // In English the developers' values only: a link an editor may point elsewhere stays editable.
    expect(fixedValues(english, english, 'en').map((item) => item.pointer)).toEqual([
      '/image/src',
      '/image/width',
      '/image/height',
      '/id',
    ]);
  });

  it('refuses in plain words: a link says what is allowed, a kept value says why', () => {
    const english = { id: 'brands', cta: { href: '/contact' } };
    const issues = contentIssues(
      { id: 'marques', cta: { href: 'javascript:alert(1)' } },
      english,
      'fr',
    );
    expect(issues).toEqual([
      {
        path: '/id',
        message:
          'Must stay “brands” as in English: the site uses it as it is, it is not translated.',
      },
      { path: '/cta/href', message: LINK_RULE },
    ]);
    expect(LINK_RULE).toContain('a path on this site such as /contact, or an https:// address');
    for (const { message } of issues)
      expect(message).not.toMatch(/not copy|\(root\)|\w+\.\w+\.\w+/);
  });

  it('a save refused twice at one field (a moved link: its binding and parity) says it once', () => {
    const data = structuredClone(readContentFile('faq', 'fr')) as unknown as {
      faqCta: { actions: { href: string }[] };
    };
    data.faqCta.actions[0]!.href = '/elsewhere';
    const result = validateContent('faq', 'fr', data);
    expect(result.ok).toBe(false);
    const issues = result.ok ? [] : result.issues;
    expect(issues.filter((issue) => issue.path === '/faqCta/actions/0/href')).toHaveLength(2);
    expect(oneIssueAField(issues)).toEqual([
      {
        path: '/faqCta/actions/0/href',
        message: 'Must stay “/contact”: the site sets this value, it cannot be changed here.',
      },
    ]);
  });
});
