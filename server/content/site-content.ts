/**
 * The site's own content catalogue (docs/decisions/0015-copy-as-data.md): the JSON copy
 * `app/content/modules/<module>/<language>.json` of every module in `CONTENT_MODULES`, checked by the
 * module's zod schema, its code values and parity with English (`validateContent`). Used by the
 * server unless a test gives its own.
 */
import { join } from 'node:path';
import { readContentFile } from '../../app/content/schema/files';
import {
  CONTENT_LANGUAGES,
  CONTENT_MODULES,
  contentFilePath,
  contentManifests,
  type ContentModule,
} from '../../app/content/schema/modules';
import { fixedByCode } from '../../app/content/schema/code-values';
import { validateContent } from '../../app/content/schema/validate';
import type { Locale } from '../../common/i18n';
import type { ContentCatalogue } from './catalogue';
import { dottedIssues } from './checks';
import { REPO_ROOT } from './site-build';

/** The catalogue of this checkout's copy. */
export function siteContentCatalogue(): ContentCatalogue {
  return {
    modules: CONTENT_MODULES,
    languages: CONTENT_LANGUAGES,
    fileOf: (module, language) =>
      join(REPO_ROOT, contentFilePath(module as ContentModule, language as Locale)),
    validate(module, language, data) {
      const result = validateContent(module, language, data);
      return result.ok ? [] : dottedIssues(result.issues);
    },
    fixed: (module, language) => fixedByCode(module, language as Locale),
  };
}

/**
 * The contact module's `autoresponse` block (app/content/modules/contact/manifest.ts): what the
 * autoresponder e-mails (server/contact/autoresponder.ts). Read here, through the server's one
 * door to the copy's schema, so the autoresponder needs nothing of app/.
 */
export interface AutoresponseCopy {
  subject: string;
  /** `{name}`: the visitor's name. */
  greeting: string;
  paragraphs: readonly string[];
  signature: string;
}

/**
 * The `autoresponse` block of a stored contact revision's data, if it passes the module's schema.
 * @returns null when it is missing or does not pass
 */
export function autoresponseCopyIn(data: unknown): AutoresponseCopy | null {
  const block =
    data !== null && typeof data === 'object'
      ? (data as { autoresponse?: unknown }).autoresponse
      : undefined;
  const parsed = contentManifests.contact.schema.shape.autoresponse.safeParse(block);
  return parsed.success ? parsed.data : null;
}

/**
 * The `autoresponse` block of the contact module's seed file in `language` (the checkout's
 * `app/content/modules/contact/<language>.json` under the repository's root, whatever the working
 * directory; schema/files.ts `readContentFile`, which parses it again only when it changes).
 * @throws when the file is missing or broken
 */
export function seedAutoresponseCopy(language: Locale): AutoresponseCopy {
  return readContentFile('contact', language, REPO_ROOT).autoresponse;
}
