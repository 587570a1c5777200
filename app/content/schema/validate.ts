/**
 * Checks one content file's data before it is saved or shipped: its module's schema, then the
 * values it takes from code (code-values.ts) and, for a translation, the parity rules against
 * English (parity.ts). The content editor calls it on
 * every edit; tests/unit/app/content-files.test.ts calls it on every file.
 */
import type { z } from 'zod';
import commonEn from '../en/common.json';
import companyEn from '../en/company.json';
import contactEn from '../en/contact.json';
import cvEn from '../en/cv.json';
import demosEn from '../en/demos.json';
import edgeEn from '../en/edge.json';
import faqEn from '../en/faq.json';
import footerEn from '../en/footer.json';
import headerEn from '../en/header.json';
import headerMenusEn from '../en/header-menus.json';
import homeEn from '../en/home.json';
import homeBelowFoldEn from '../en/home-below-fold.json';
import ifferEn from '../en/iffer.json';
import learnEn from '../en/learn.json';
import lumenEn from '../en/lumen.json';
import optimusEn from '../en/optimus.json';
import pagesEn from '../en/pages.json';
import policyEn from '../en/policy.json';
import scanovaEn from '../en/scanova.json';
import {
  type ContentModule,
  contentSchemas,
  isContentLanguage,
  isContentModule,
  SOURCE_LANGUAGE,
} from './modules';
import { bindingIssues } from './code-values';
import { type ContentIssue, parityIssues } from './parity';

export type { ContentIssue } from './parity';

/** The outcome of {@link validateContent}: every issue found, not only the first. */
export type ContentValidation = { ok: true } | { ok: false; issues: ContentIssue[] };

/** English's data of each module: the reference of parity. */
const english: Readonly<Record<ContentModule, unknown>> = {
  common: commonEn,
  company: companyEn,
  contact: contactEn,
  cv: cvEn,
  demos: demosEn,
  edge: edgeEn,
  faq: faqEn,
  footer: footerEn,
  header: headerEn,
  'header-menus': headerMenusEn,
  home: homeEn,
  'home-below-fold': homeBelowFoldEn,
  iffer: ifferEn,
  learn: learnEn,
  lumen: lumenEn,
  optimus: optimusEn,
  pages: pagesEn,
  policy: policyEn,
  scanova: scanovaEn,
};

/** An RFC 6901 JSON Pointer from a zod issue's path. */
const pointer = (path: readonly PropertyKey[]) =>
  path.map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/** Zod's issues as content issues; an unknown key is named by its own pointer, not its object's. */
const schemaIssues = (error: z.ZodError): ContentIssue[] =>
  error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          path: pointer([...issue.path, key]),
          message: 'extra: the schema has no such key',
        }))
      : [{ path: pointer(issue.path), message: issue.message }],
  );

/**
 * Validates `data` as the copy of `module` (a file name such as 'faq' or 'header-menus') in
 * `language` ('en', 'fr', …).
 * @returns `{ ok: true }`, or every schema issue (and, when the schema holds, every code value
 *   the data no longer keeps and every parity issue against English) with an RFC 6901 JSON Pointer into `data`; an unknown module or language is
 *   one issue at the root. Never throws.
 */
export function validateContent(
  module: string,
  language: string,
  data: unknown,
): ContentValidation {
  if (!isContentModule(module))
    return { ok: false, issues: [{ path: '', message: `no content module "${module}"` }] };
  if (!isContentLanguage(language))
    return { ok: false, issues: [{ path: '', message: `no content language "${language}"` }] };
  const parsed = contentSchemas[module].safeParse(data);
  if (!parsed.success) return { ok: false, issues: schemaIssues(parsed.error) };
  const issues = [
    ...bindingIssues(module, language, data),
    ...(language === SOURCE_LANGUAGE ? [] : parityIssues(english[module], data, language)),
  ];
  return issues.length === 0 ? { ok: true } : { ok: false, issues };
}
