import { describe, expect, it } from 'vitest';
import { LOCALES } from '@common/i18n';
import { site } from '@common/site';
import { contentOf } from '~/content/site-content';

/**
 * common/site.ts says the company's address and the founder's role once, in English; every other
 * language shows its own words for them (DESIGN §5), on /contact, /cv and /learn alike.
 */
describe('company details in each language', () => {
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: no English address line or role anywhere in the copy`, () => {
      const copy = contentOf(locale);
      expect(copy.contact.contactPageContent.details.location).toBe(
        copy.company.companyCopy.location,
      );
      expect(copy.cv.cvDocument.contact).toContain(copy.company.companyCopy.location);
      const all = JSON.stringify(copy);
      expect(all).not.toContain(site.location);
      expect(all).not.toContain(site.founder.role);
      expect(all).not.toContain(`"${site.address.locality}"`);
    });
  }

  it('en: the neutral English source is common/site.ts', () => {
    expect(contentOf('en').contact.contactPageContent.details.location).toBe(site.location);
  });
});
