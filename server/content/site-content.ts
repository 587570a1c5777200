/**
 * The site's own content catalogue (docs/decisions/0015-copy-as-data.md): the JSON copy
 * `app/content/modules/<module>/<language>.json` of every module in `CONTENT_MODULES`, checked by the
 * module's zod schema, its code values and parity with English (`validateContent`). Used by the
 * server unless a test gives its own.
 */
import { join } from 'node:path';
import {
  CONTENT_LANGUAGES,
  CONTENT_MODULES,
  contentFilePath,
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
