import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type * as SiteModule from '@common/site';
import type * as ContactManifest from '~/content/modules/contact/manifest';
import { validateContent } from '~/content/schema/validate';

/**
 * The content files hold the values they take from code written out
 * (docs/decisions/0015-copy-as-data.md): when the code changes a path or an address, the files
 * that still hold the old one fail, so a changed route or e-mail address cannot leave stale copy.
 */
vi.mock('@common/site', async (original) => {
  const { site } = await original<typeof SiteModule>();
  return { site: { ...site, emails: { ...site.emails, support: 'help@example.org' } } };
});
// A page's path is its manifest's (app/content/schema/modules.ts `pagePaths`, code value `paths.contact`).
vi.mock('~/content/modules/contact/manifest', async (original) => {
  const { contact } = await original<typeof ContactManifest>();
  return { contact: { ...contact, path: '/talk-to-us' } };
});

const read = (file: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../..', file), 'utf8'));

describe('content files and the code they quote', () => {
  it('a path and an e-mail address changed in code fail the files that hold the old ones', () => {
    for (const language of ['en', 'fr']) {
      const result = validateContent(
        'faq',
        language,
        read(`app/content/modules/faq/${language}.json`),
      );
      expect(result).toMatchObject({
        ok: false,
        issues: expect.arrayContaining([
          { path: '/faqCta/actions/0/href', message: expect.stringMatching(/“\/talk-to-us”/) },
          {
            path: expect.stringMatching(/^\/faqItems\/\d+\/answer$/),
            message: expect.stringMatching(/“help@example\.org” in the text/),
          },
        ]),
      });
    }
  });
});
