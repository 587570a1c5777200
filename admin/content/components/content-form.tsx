import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import type {
  ContentDocumentResponse,
  ContentIssue,
  ContentValue,
} from '../../../common/content-api';
import { fixedUiSchema } from '../fixed-fields';
import { isOtherPageIssue } from '../issues';
import {
  FieldTemplate,
  FixedWidget,
  serverValidator,
  TextWidget,
  type EditorContext,
} from './form-parts';

/** Lists keep English's items: a translation changes text, not structure. */
const UI_SCHEMA: UiSchema<Record<string, unknown>> = {
  'ui:globalOptions': { addable: false, removable: false, orderable: false, copyable: false },
  'ui:submitButtonOptions': { norender: true },
};

/** The form's widgets: text (short and long) and the read-only `fixed` one. */
const WIDGETS = { TextWidget, TextareaWidget: TextWidget, fixed: FixedWidget };

/**
 * The server's issues as rjsf's error tree: `hero.title` → `{hero: {title: {__errors: [...]}}}`,
 * each reason once per field; an issue of `(root)` (the whole document) goes on the form itself,
 * and another page's issue nowhere in it ({@link isOtherPageIssue}).
 */
export function errorTree(issues: ContentIssue[]): ErrorSchema {
  const tree: Record<string, unknown> = {};
  for (const issue of issues) {
    if (isOtherPageIssue(issue)) continue;
    let node = tree;
    if (issue.path !== '(root)') {
      for (const step of issue.path.split('.')) {
        node = (node[step] ??= {}) as Record<string, unknown>;
      }
    }
    const errors = (node.__errors ??= []) as string[];
    if (!errors.includes(issue.message)) errors.push(issue.message);
  }
  return tree as ErrorSchema;
}

/** rjsf's group titles repeat the legends {@link FieldTemplate} draws: none. */
function NoTitle() {
  return null;
}

/**
 * The page's text as a form generated from its JSON Schema by @rjsf/core
 * (docs/decisions/0027-content-editor-library.md), in the language's direction, with the English
 * text above each field (marked when it changed since the translation was saved), the values an
 * editor cannot change read-only (`doc.fixed` in the uiSchema, admin/content/fixed-fields.ts) and
 * the server's `issues` under the fields they name. A new page or
 * language starts a new form (`key`).
 */
export function ContentForm({
  doc,
  formData,
  issues,
  onChange,
}: {
  doc: ContentDocumentResponse;
  formData: ContentValue;
  issues: ContentIssue[];
  onChange: (data: ContentValue) => void;
}) {
  const uiSchema = useMemo(
    () => fixedUiSchema(doc.english, doc.fixed, UI_SCHEMA) as UiSchema<Record<string, unknown>>,
    [doc],
  );
  const context = useMemo<EditorContext>(
    () => ({
      english: doc.english,
      dir: doc.dir,
      language: doc.language,
      outOfDate: new Set(doc.outOfDate ?? []),
    }),
    [doc],
  );
  return (
    <div className="mt-4" dir={doc.dir} lang={doc.language}>
      <Form
        key={`${doc.module}/${doc.language}`}
        schema={doc.schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={formData as Record<string, unknown>}
        formContext={context}
        validator={serverValidator}
        templates={{ FieldTemplate, TitleFieldTemplate: NoTitle }}
        widgets={WIDGETS}
        extraErrors={errorTree(issues)}
        showErrorList={false}
        noHtml5Validate
        onChange={(event) => onChange(event.formData as ContentValue)}
      />
    </div>
  );
}
