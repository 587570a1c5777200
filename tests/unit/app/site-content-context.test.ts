/**
 * Where loaders read copy (app/content/site-content.ts): the JSON files by default, or the reader
 * a render puts in React Router's load context (`siteContentContext`), for every module a page
 * draws, the shared shell's included.
 */
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { contentOf } from '~/content/site-content';
import {
  fileContentReader,
  pageData,
  shellOf,
  siteContentContext,
  type ContentReader,
} from '~/content/site-content';

/** The files' copy, with the FAQ's intro heading and the skip link replaced. */
const draft: ContentReader = (module, locale) => {
  const stored = fileContentReader(module, locale);
  if (module === 'faq') {
    const faq = stored as ReturnType<typeof contentOf>['faq'];
    const pageIntro = { ...faq.pageIntro, heading: 'Draft heading' };
    return { ...faq, pageIntro } as typeof stored;
  }
  if (module === 'common') {
    const common = stored as ReturnType<typeof contentOf>['common'];
    const shellContent = { ...common.shellContent, skipLink: 'Draft skip link' };
    return { ...common, shellContent } as typeof stored;
  }
  return stored;
};

describe('siteContentContext', () => {
  const url = new URL('https://www.example.com/fr/faq');

  it('without a context, or a context that sets none, reads the JSON files', () => {
    const files = pageData(url, '/faq', (c) => c.faq);
    expect(pageData({ url }, '/faq', (c) => c.faq)).toEqual(files);
    expect(pageData({ url, context: new RouterContextProvider() }, '/faq', (c) => c.faq)).toEqual(
      files,
    );
    expect(files.intro.heading).not.toBe('Draft heading');
  });

  it('a render’s reader supplies the page’s and the shell’s copy', () => {
    const context = new RouterContextProvider();
    context.set(siteContentContext, draft);
    const page = pageData({ url, context }, '/faq', (c) => c.faq);
    expect(page.locale).toBe('fr');
    expect(page.intro.heading).toBe('Draft heading');
    expect(shellOf('fr', context).common.shellContent.skipLink).toBe('Draft skip link');
    expect(shellOf('fr').common.shellContent.skipLink).not.toBe('Draft skip link');
  });
});
