/**
 * The search index's choices (scripts/build-search-index.ts): the 60 content pages, `<main>` as the
 * indexed body with the page title as the result title, and each linked PDF tied to the section
 * that offers it. The index itself is searched in tests/e2e/search.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@common/i18n';
import { site } from '@common/site';
import { documentPaths } from '~/config/paths';
import { contentOf } from '~/content/site-content';
import {
  PAGEFIND_DATA_FILE,
  UNUSED_PAGEFIND_FILES,
  documentCopy,
  documentRecord,
  linkedDocuments,
  pageTitleOf,
  prepareForIndex,
  searchPages,
  spaceAdjacentElements,
} from '../../../scripts/build-search-index';

const page = (main: string, title = `Lumen &amp; Sun | ${site.companyName}`) =>
  `<html lang="fr"><head><title>${title}</title></head><body><header><a href="/docs/cv.pdf">CV</a></header><main id="main" class="pt-16">${main}</main><footer>f</footer></body></html>`;

describe('build-search-index', () => {
  it('indexes the twelve routes in five languages, not the 404 or search pages', () => {
    const pages = searchPages('/build/client');
    expect(pages).toHaveLength(60);
    expect(pages.map((p) => p.url)).toContain('/ar/policy');
    expect(pages.find((p) => p.url === '/')?.file).toBe('/build/client/index.html');
    expect(pages.find((p) => p.url === '/fr/contact')).toMatchObject({
      locale: 'fr',
      file: '/build/client/fr/contact/index.html',
    });
    expect(pages.some((p) => /404|search/.test(p.url))).toBe(false);
  });

  it('takes the title without the company suffix, entities decoded', () => {
    expect(pageTitleOf(page(''))).toBe('Lumen & Sun');
    expect(pageTitleOf(page('', 'Plain'))).toBe('Plain');
  });

  it('marks <main> as the body and gives it the title; refuses a page without <main>', () => {
    const prepared = prepareForIndex(page('<h2 id="a">A</h2>', 'Say "hi" | x'));
    expect(prepared).toContain(
      '<main data-pagefind-body data-pagefind-meta="title:Say &quot;hi&quot; | x" id="main"',
    );
    expect(prepared.match(/data-pagefind-body/g)).toHaveLength(1);
    expect(() => prepareForIndex('<html><body><p>x</p></body></html>')).toThrow('no <main>');
  });

  it('finds PDFs linked in <main> with the section before each link, once per PDF', () => {
    const html = page(
      '<a href="/docs/top.pdf">x</a><section id="deck" class="a"><a class="b" href="/docs/lumen-pitch-deck.pdf">Deck</a></section>' +
        '<section id="later"><a href="/docs/lumen-pitch-deck.pdf#page=2">again</a></section>',
    );
    expect(linkedDocuments(html)).toEqual([
      { href: '/docs/top.pdf', sectionId: undefined },
      { href: '/docs/lumen-pitch-deck.pdf', sectionId: 'deck' },
    ]);
  });

  it('keeps only what the site loads and unzips only Pagefind data files', () => {
    const unused = (name: string) => UNUSED_PAGEFIND_FILES.some((pattern) => pattern.test(name));
    expect(unused('pagefind-ui.js')).toBe(true);
    expect(unused('wasm.unknown.pagefind')).toBe(true);
    expect(unused('pagefind.js')).toBe(false);
    expect(unused('wasm.ar.pagefind')).toBe(false);
    expect(PAGEFIND_DATA_FILE.test('en_3c2d8d3.pf_index')).toBe(true);
    expect(PAGEFIND_DATA_FILE.test('pagefind-entry.json')).toBe(false);
  });

  it("describes a linked PDF in the page's language, not the PDF's English metadata", () => {
    const scanova = contentOf('fr').scanova.scanovaDeck;
    const record = documentRecord(
      { url: '/fr/scanova', locale: 'fr', file: '' },
      page('', `Scanova | ${site.companyName}`),
      { href: documentPaths.scanovaDeck, sectionId: 'presentation' },
      documentCopy('fr', documentPaths.scanovaDeck)!,
    );
    expect(record).toEqual({
      url: '/fr/scanova#presentation',
      content: `${scanova.title}. ${scanova.subtitle} (PDF)`,
      language: 'fr',
      meta: { title: `${scanova.title} (PDF) · Scanova`, document: documentPaths.scanovaDeck },
    });
    expect(record.content).toContain('Purificateur d’air intelligent');
    expect(record.content).not.toContain(contentOf('en').scanova.scanovaDeck.subtitle);
  });

  it('has every linked PDF described in every language, each in its own words', () => {
    for (const href of Object.values(documentPaths)) {
      const english = documentCopy('en', href);
      expect(english, href).toBeDefined();
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const copy = documentCopy(locale, href)!;
        expect(copy.title, `${locale} ${href}`).not.toBe(english!.title);
        expect(copy.subject, `${locale} ${href}`).not.toBe(english!.subject);
      }
    }
    expect(documentCopy('fr', '/docs/unknown.pdf')).toBeUndefined();
  });

  it("describes a language's own PDF (/docs/<locale>/…) in that language, and no other's", () => {
    const deck = contentOf('ar').lumen.lumenDeck;
    expect(documentCopy('ar', '/docs/ar/lumen-pitch-deck.pdf')).toEqual({
      title: deck.title,
      subject: deck.subtitle,
    });
    expect(documentCopy('fr', '/docs/fr/cv.pdf')?.subject).toBe(
      contentOf('fr').cv.cvDocument.headline,
    );
    expect(documentCopy('fr', '/docs/de/cv.pdf')).toBeUndefined();
    expect(
      linkedDocuments(page('<section id="d"><a href="/docs/fr/cv.pdf#toolbar=0">CV</a></section>')),
    ).toEqual([{ href: '/docs/fr/cv.pdf', sectionId: 'd' }]);
  });

  it('spaces adjacent elements inside <main> only, so "V1" and "Basic" stay two words', () => {
    const html = page(
      '<figcaption><span>V1</span><span>Basic positioning</span></figcaption><li><span>$299</span><span>USD</span></li><a href="mailto:a@x">a@x</a><a href="mailto:b@x">b@x</a>',
    );
    const spaced = spaceAdjacentElements(html);
    expect(spaced).toContain('<span>V1</span> <span>Basic positioning</span>');
    expect(spaced).toContain('<span>$299</span> <span>USD</span>');
    expect(spaced).toContain('a@x</a> <a');
    // Outside <main> and inside a text run nothing changes.
    expect(spaced).toContain('<head><title>');
    expect(spaced).toContain('</main><footer>');
    expect(prepareForIndex(html)).toContain('<span>V1</span> <span>Basic');
  });
});
