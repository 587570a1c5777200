/**
 * The content editor at /admin/content (DESIGN §8 "Content editor", docs/editing.md): pick a
 * page and a language, edit every text of it in a form generated from its schema by @rjsf/core
 * (docs/decisions/0027-content-editor-library.md) with the English text in view and Arabic
 * written right to left, save a draft (the server validates; refused fields show their reason),
 * preview the page with the draft, publish every draft, and revert an earlier publish. Loaded as
 * its own chunk by admin/main.tsx, so the inbox never downloads it.
 */
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ADMIN_PATHS, type InboxMeResponse } from '../../common/admin-api';
import type {
  ContentDocumentResponse,
  ContentIndexResponse,
  ContentIssue,
  ContentValue,
  PublishRecord,
} from '../../common/content-api';
import { api } from '../api';
import { BrandLogo } from '../brand';
import { danger, onDark, primary, secondary } from '../inbox/buttons';
import { contentApi, ContentFailure } from './content-api';
import { FieldTemplate, serverValidator, TextWidget, type EditorContext } from './form-parts';

/** Language names in English, for the picker. */
const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  de: 'German',
  ar: 'Arabic',
};

/** Lists keep English's items: a translation changes text, not structure. */
const UI_SCHEMA: UiSchema<Record<string, unknown>> = {
  'ui:globalOptions': { addable: false, removable: false, orderable: false, copyable: false },
  'ui:submitButtonOptions': { norender: true },
};

/** `hero.title` issues → rjsf's error tree `{hero: {title: {__errors: [...]}}}`. */
function errorTree(issues: ContentIssue[]): ErrorSchema {
  const tree: Record<string, unknown> = {};
  for (const issue of issues) {
    let node = tree;
    if (issue.path !== '(root)') {
      for (const step of issue.path.split('.')) {
        node = (node[step] ??= {}) as Record<string, unknown>;
      }
    }
    ((node.__errors ??= []) as string[]).push(issue.message);
  }
  return tree as ErrorSchema;
}

/** rjsf's group titles repeat the legends {@link FieldTemplate} draws: none. */
function NoTitle() {
  return null;
}

/** Where the page is: `?module=home&language=fr`. */
function initialChoice(): { module: string; language: string } {
  const params = new URLSearchParams(location.search);
  return { module: params.get('module') ?? '', language: params.get('language') ?? 'fr' };
}

type Status = { kind: 'info' | 'error' | 'busy'; text: string } | null;

export function ContentPage() {
  const [me, setMe] = useState<InboxMeResponse | null>(null);
  const [index, setIndex] = useState<ContentIndexResponse | null>(null);
  const [choice, setChoice] = useState(initialChoice);
  const [doc, setDoc] = useState<ContentDocumentResponse | null>(null);
  const [formData, setFormData] = useState<ContentValue>(null);
  const [issues, setIssues] = useState<ContentIssue[]>([]);
  const [status, setStatus] = useState<Status>(null);
  const [publishes, setPublishes] = useState<PublishRecord[]>([]);
  const [dirty, setDirty] = useState(false);

  const report = useCallback((caught: unknown) => {
    if (caught instanceof ContentFailure) {
      setIssues(caught.issues);
      setStatus({ kind: 'error', text: caught.message });
    } else {
      setStatus({ kind: 'error', text: caught instanceof Error ? caught.message : String(caught) });
    }
  }, []);

  useEffect(() => {
    api
      .me()
      .then((who) => {
        setMe(who);
        if (who.role !== 'editor') return;
        return contentApi.index().then((list) => {
          setIndex(list);
          setChoice((old) =>
            list.modules.some((module) => module.name === old.module)
              ? old
              : {
                  ...old,
                  module:
                    list.modules.find((m) => m.name === 'home')?.name ??
                    list.modules[0]?.name ??
                    '',
                },
          );
        });
      })
      .catch(report);
  }, [report]);

  const load = useCallback(async () => {
    if (!choice.module) return;
    const [document, past] = await Promise.all([
      contentApi.read(choice.module, choice.language),
      contentApi.history(choice.module, choice.language),
    ]);
    setDoc(document);
    setFormData(document.data);
    setPublishes(past.publishes);
    setIssues([]);
    setStatus(null);
    setDirty(false);
    const url = new URL(location.href);
    url.searchParams.set('module', choice.module);
    url.searchParams.set('language', choice.language);
    window.history.replaceState(null, '', url);
  }, [choice]);

  useEffect(() => {
    load().catch(report);
  }, [load, report]);

  const refreshIndex = () => contentApi.index().then(setIndex);

  async function save(): Promise<boolean> {
    setStatus({ kind: 'busy', text: 'Saving…' });
    try {
      await contentApi.save(choice.module, choice.language, formData);
      setIssues([]);
      setDirty(false);
      setDoc((old) => old && { ...old, draft: true, data: formData });
      setStatus({ kind: 'info', text: 'Draft saved. It is not on the site until you publish.' });
      await refreshIndex();
      return true;
    } catch (caught) {
      report(caught);
      return false;
    }
  }

  async function discard() {
    try {
      await contentApi.discard(choice.module, choice.language);
      await load();
      await refreshIndex();
      setStatus({ kind: 'info', text: 'Draft discarded: the published text is back in the form.' });
    } catch (caught) {
      report(caught);
    }
  }

  async function publish() {
    if (dirty && !(await save())) return;
    setStatus({ kind: 'busy', text: 'Publishing: the site is being rebuilt (about a minute)…' });
    try {
      const record = await contentApi.publish();
      // Reload first: opening the page clears the status line.
      await Promise.all([load(), refreshIndex()]);
      setStatus({
        kind: 'info',
        text: `Published ${record.pages.map((p) => `${p.module} (${p.language})`).join(', ')} in ${Math.round((record.durationMs ?? 0) / 1000)} s. The site shows it now.`,
      });
    } catch (caught) {
      report(caught);
    }
  }

  async function revert(record: PublishRecord) {
    if (!confirm(`Put back the text from before publish #${record.id} and publish it?`)) return;
    setStatus({
      kind: 'busy',
      text: `Reverting publish #${record.id}: the site is being rebuilt…`,
    });
    try {
      await contentApi.revert(record.id);
      await Promise.all([load(), refreshIndex()]);
      setStatus({ kind: 'info', text: `Publish #${record.id} reverted and the site rebuilt.` });
    } catch (caught) {
      report(caught);
    }
  }

  const context = useMemo<EditorContext>(
    () => ({
      english: doc?.english ?? null,
      dir: doc?.dir ?? 'ltr',
      language: doc?.language ?? 'en',
    }),
    [doc],
  );
  const drafts =
    index?.modules.flatMap((m) => m.drafts.map((language) => `${m.name} (${language})`)) ?? [];

  if (me && me.role !== 'editor') {
    return (
      <main className="mx-auto max-w-xl p-8">
        <h1 className="text-2xl font-semibold">Content editor</h1>
        <p className="mt-4">
          Your account ({me.email}) reads the team inbox; it cannot edit the site. Ask an
          administrator for an editor account.
        </p>
        <a className={`${secondary} mt-4`} href={ADMIN_PATHS.inbox}>
          Go to the inbox
        </a>
      </main>
    );
  }

  return (
    <>
      <header className="bg-surface text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex items-center gap-3">
            <BrandLogo on="dark" className="size-8" />
            <h1 className="text-xl font-semibold">Content editor</h1>
          </div>
          <div className="flex items-center gap-3">
            <span className="hidden text-sm sm:inline">{me?.email}</span>
            <button
              type="button"
              className={onDark}
              onClick={() => api.signOut().finally(() => location.assign(ADMIN_PATHS.signIn))}
            >
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="edit-title">
          <h2 id="edit-title" className="sr-only">
            Edit a page
          </h2>
          <div className="flex flex-wrap items-end gap-3">
            <div className="text-sm font-medium">
              <label htmlFor="content-module">Page</label>
              <select
                id="content-module"
                className="mt-1 block min-h-10 rounded border border-slate-400 bg-white px-2"
                value={choice.module}
                onChange={(event) => setChoice((old) => ({ ...old, module: event.target.value }))}
              >
                {index?.modules.map((module) => (
                  <option key={module.name} value={module.name}>
                    {module.name}
                    {module.drafts.length ? ' • draft' : ''}
                  </option>
                ))}
              </select>
            </div>
            <div className="text-sm font-medium">
              <label htmlFor="content-language">Language</label>
              <select
                id="content-language"
                className="mt-1 block min-h-10 rounded border border-slate-400 bg-white px-2"
                value={choice.language}
                onChange={(event) => setChoice((old) => ({ ...old, language: event.target.value }))}
              >
                {index?.languages.map((language) => (
                  <option key={language.code} value={language.code}>
                    {LANGUAGE_NAMES[language.code] ?? language.code}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className={primary} onClick={() => void save()} disabled={!doc}>
              Save draft
            </button>
            <a
              className={secondary}
              href={doc ? contentApi.previewUrl(doc.module, doc.language) : undefined}
              target="_blank"
              rel="noopener"
              onClick={async (event) => {
                // The preview shows the saved draft: save first when the form has changes.
                if (dirty) {
                  event.preventDefault();
                  if (await save())
                    window.open(
                      contentApi.previewUrl(choice.module, choice.language),
                      '_blank',
                      'noopener',
                    );
                }
              }}
            >
              Preview
            </a>
            {doc?.draft && (
              <button type="button" className={danger} onClick={() => void discard()}>
                Discard draft
              </button>
            )}
          </div>
          <p className="mt-2 text-sm text-slate-700">
            {doc?.draft ? 'Showing your unpublished draft.' : 'Showing the published text.'}
            {dirty ? ' You have unsaved changes.' : ''}
          </p>
          <div aria-live="polite" className="mt-3">
            {status && (
              <div
                role={status.kind === 'error' ? 'alert' : 'status'}
                className={`rounded border p-3 text-sm ${status.kind === 'error' ? 'border-red-700 bg-red-50 text-red-900' : 'border-slate-300 bg-white'}`}
              >
                <p>{status.text}</p>
                {status.kind === 'error' && issues.length > 0 && (
                  <ul className="mt-2 list-disc ps-5">
                    {issues.map((issue) => (
                      <li key={`${issue.path}:${issue.message}`}>
                        <code>{issue.path}</code>: {issue.message}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </div>
          {doc && (
            <div className="mt-4" dir={doc.dir} lang={doc.language}>
              <Form
                key={`${doc.module}/${doc.language}`}
                schema={doc.schema as RJSFSchema}
                uiSchema={UI_SCHEMA}
                formData={formData as Record<string, unknown>}
                formContext={context}
                validator={serverValidator}
                templates={{ FieldTemplate, TitleFieldTemplate: NoTitle }}
                widgets={{ TextWidget, TextareaWidget: TextWidget }}
                extraErrors={errorTree(issues)}
                showErrorList={false}
                noHtml5Validate
                onChange={(event) => {
                  setFormData(event.formData as ContentValue);
                  setDirty(true);
                }}
              />
            </div>
          )}
        </section>
        <aside className="space-y-4">
          <section className="rounded border border-slate-300 bg-white p-4">
            <h2 className="font-semibold">Publish</h2>
            <p className="mt-1 text-sm text-slate-700">
              {drafts.length ? `Drafts waiting: ${drafts.join(', ')}.` : 'No drafts waiting.'}
            </p>
            <button
              type="button"
              className={`${primary} mt-3 w-full`}
              disabled={!index?.canPublish || status?.kind === 'busy'}
              onClick={() => void publish()}
            >
              Publish all drafts
            </button>
            {index && !index.canPublish && (
              <p className="mt-2 text-sm text-slate-700">
                This server saves drafts only; publishing is off.
              </p>
            )}
          </section>
          <section className="rounded border border-slate-300 bg-white p-4">
            <h2 className="font-semibold">History of this page</h2>
            {publishes.length === 0 ? (
              <p className="mt-1 text-sm text-slate-700">Not changed through the editor yet.</p>
            ) : (
              <ul className="mt-2 space-y-2 text-sm">
                {publishes.map((record) => (
                  <li key={record.id} className="flex items-center justify-between gap-2">
                    <span>
                      #{record.id}{' '}
                      {record.kind === 'revert' ? `revert of #${record.revertsId}` : 'publish'}
                      <br />
                      <span className="text-slate-600">
                        {record.publishedAt.slice(0, 16).replace('T', ' ')} UTC,{' '}
                        {record.publishedBy}
                      </span>
                    </span>
                    <button type="button" className={secondary} onClick={() => void revert(record)}>
                      Revert
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </main>
    </>
  );
}
