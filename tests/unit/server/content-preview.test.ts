/**
 * The content editor's preview (server/content/editor.ts `previewHtml`, docs/editing.md): a
 * changed string is shown wherever the page shows it, the landing headline's letter-by-letter
 * copy included, drawn as the component draws it; unchanged headlines and markup stay as they
 * were.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FadeInHeading } from '../../../app/components/ui/fade-in-heading';
import { previewHtml } from '../../../server/content/editor';

/** The headline as the prerender writes it, inside a page with another copy of nothing. */
const page = (headline: string, other = 'Autre titre') =>
  `<main>${renderToStaticMarkup(
    createElement(FadeInHeading, { text: headline, delayMs: 500, staggerMs: 30, fadeMs: 300 }),
  )}<h2>${other}</h2></main>`;

describe('previewHtml', () => {
  it('draws the landing headline’s letters from the new text, as the page will', () => {
    const before = { heading: 'Matériel d’IA performant', other: 'Autre titre' };
    const after = { heading: 'Du matériel d’IA <pour> "tous"', other: 'Autre titre' };
    expect(previewHtml(page(before.heading), before, after)).toBe(page(after.heading));
  });

  it('keeps Arabic words whole, and leaves an unchanged headline alone', () => {
    const before = { heading: 'عتاد الذكاء', other: 'Autre titre' };
    const after = { heading: 'عتاد Optimus الجديد', other: 'Autre titre' };
    expect(previewHtml(page(before.heading), before, after)).toBe(page(after.heading));
    const otherOnly = { heading: 'عتاد الذكاء', other: 'Nouveau titre' };
    expect(previewHtml(page(before.heading), before, otherOnly)).toBe(
      page(before.heading, 'Nouveau titre'),
    );
  });
});

describe('the preview is marked as a draft', () => {
  const page =
    '<!doctype html><html lang="ar" dir="rtl"><head><title>x</title></head><body class="b"><div class="loading-overlay">…</div><h1>قديم</h1></body></html>';

  it('says so in the page’s language and direction, first in the body, and hides the overlay', () => {
    const html = previewHtml(page, { h: 'قديم' }, { h: 'جديد' }, 'ar');
    expect(html).toContain('<h1>جديد</h1>');
    expect(html).toMatch(
      /<body class="b"><p class="draft-preview-banner" role="status" lang="ar" dir="rtl">معاينة المسودة — غير منشورة<\/p>/,
    );
    expect(html).toMatch(/<style>\.loading-overlay\{display:none!important\}.*<\/style><\/head>/);
  });

  it('without a language, changes only the texts', () => {
    expect(previewHtml(page, { h: 'قديم' }, { h: 'جديد' })).toBe(page.replace('قديم', 'جديد'));
  });
});
