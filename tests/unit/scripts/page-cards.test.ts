import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@common/i18n';
import type { SocialCard } from '@common/social-card';
import { contentOf } from '~/content/site-content';
import type { SiteContent } from '~/content/types/site-copy';

// The renderer is replaced by one that writes the card's title: what the cache keeps and copies
// is checked, not satori's pixels (tests/unit/scripts/generate-seo.test.ts draws real cards).
const render = vi.hoisted(() => vi.fn(async (card: SocialCard) => Buffer.from(card.title)));
vi.mock('../../../scripts/og-image', () => ({ renderOgImage: render }));

const { CARD_PAGES, writePageCards } = await import('../../../scripts/page-cards');

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'page-cards-'));
  render.mockClear();
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** The copy of a language with the FAQ page's title replaced. */
const withFaqTitle = (title: string) => (): SiteContent => {
  const content = contentOf('fr');
  return { ...content, faq: { ...content.faq, pageIntro: { ...content.faq.pageIntro, title } } };
};

describe('writing the cards of every page', () => {
  it('draws each card once: a second build copies all of them from the cache', async () => {
    const cacheDir = join(work, 'cache');
    const options = {
      locales: ['fr', 'ar'] as const,
      contentOf: (locale: Locale) => contentOf(locale),
      assets: 'digest',
      cacheDir,
    };
    const first = await writePageCards({ ...options, dir: join(work, 'one') });
    expect(first).toHaveLength(2 * CARD_PAGES.length);
    expect(first.every((card) => card.source === 'rendered')).toBe(true);
    expect(render).toHaveBeenCalledTimes(28);
    expect(readdirSync(cacheDir).filter((name) => name.endsWith('.png'))).toHaveLength(28);

    const second = await writePageCards({ ...options, dir: join(work, 'two') });
    expect(render).toHaveBeenCalledTimes(28);
    expect(second.every((card) => card.source === 'cache')).toBe(true);
    expect(second.map((card) => card.path)).toEqual(first.map((card) => card.path));
    const faq = second.find((card) => card.locale === 'fr' && card.page === '/faq')!;
    expect(readFileSync(join(work, 'two', faq.path), 'utf8')).toBe(
      contentOf('fr').faq.pageIntro.title,
    );
  });

  it('draws only the card whose title changed, under a new name, and prunes the old one', async () => {
    const dir = join(work, 'release');
    const cacheDir = join(work, 'cache');
    const before = await writePageCards({
      dir,
      locales: ['fr'],
      contentOf: withFaqTitle('FAQ'),
      assets: 'digest',
      cacheDir,
    });
    render.mockClear();
    const after = await writePageCards({
      dir,
      locales: ['fr'],
      contentOf: withFaqTitle('Vos questions'),
      assets: 'digest',
      cacheDir,
      prune: true,
    });
    expect(render).toHaveBeenCalledTimes(1);
    expect(render.mock.calls[0]![0].title).toBe('Vos questions');
    const changed = after.filter((card) => card.source !== 'kept');
    expect(changed.map((card) => card.page)).toEqual(['/faq']);
    const old = before.find((card) => card.page === '/faq')!.path;
    expect(changed[0]!.path).not.toBe(old);
    expect(existsSync(join(dir, old))).toBe(false);
    expect(readdirSync(join(dir, 'og', 'fr'))).toHaveLength(CARD_PAGES.length);
  });

  it('re-renders every card when the assets digest (art, fonts, renderer) changes', async () => {
    const cacheDir = join(work, 'cache');
    const base = { locales: ['en'] as const, contentOf: () => contentOf('en'), cacheDir };
    await writePageCards({ ...base, dir: join(work, 'a'), assets: 'one' });
    await writePageCards({ ...base, dir: join(work, 'b'), assets: 'two' });
    expect(render).toHaveBeenCalledTimes(2 * CARD_PAGES.length);
  });
});
