/**
 * The values an editor cannot change (docs/editing.md "Fields you cannot change"): the server
 * lists them with each page (`ContentDocumentResponse.fixed`: in a translation what must stay as
 * in English, in English the developers' ids, anchors, image paths and sizes, in both what the
 * site sets in code). The form shows them read-only through its uiSchema (the `fixed` widget) and
 * every save sends them as listed, so they are never the reason a save is refused.
 */
import type { UiSchema } from '@rjsf/utils';
import type { ContentFixedValue, ContentValue } from '../../common/content-api';

/** An RFC 6901 JSON Pointer's reference tokens: `/a~1b/0` → `['a/b', '0']`. */
export function pointerSteps(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/**
 * `data` with every fixed value in place (a copy; `data` is not changed). A value whose group or
 * list is missing from `data` is left out: the save's checks name that group instead.
 */
export function withFixed(
  data: ContentValue,
  fixed: readonly ContentFixedValue[] | undefined,
): ContentValue {
  if (!fixed?.length || data === null || typeof data !== 'object') return data;
  const copy = structuredClone(data);
  for (const { pointer, value } of fixed) {
    const steps = pointerSteps(pointer);
    const last = steps.pop();
    if (last === undefined) continue;
    let node: ContentValue | undefined = copy;
    for (const step of steps) {
      if (node === null || typeof node !== 'object') break;
      node = (node as Record<string, ContentValue>)[step];
    }
    if (node !== null && typeof node === 'object')
      (node as Record<string, ContentValue>)[last] = value;
  }
  return copy;
}

/** The uiSchema of one read-only field: the `fixed` widget (form-parts.tsx `FixedWidget`). */
const FIXED_FIELD: UiSchema = { 'ui:widget': 'fixed', 'ui:readonly': true };

/**
 * The form's uiSchema for the fixed values, over `base` (the form's global options): each fixed
 * field read-only with the `fixed` widget. Lists are rjsf's fixed lists (one schema per item,
 * server/content/checks.ts `schemaFromEnglish`), so a list's uiSchema is `items: [one per item]`;
 * `english` (the document the schema comes from) says which steps are lists.
 */
export function fixedUiSchema(
  english: ContentValue,
  fixed: readonly ContentFixedValue[] | undefined,
  base: UiSchema = {},
): UiSchema {
  const root: Record<string, unknown> = { ...base };
  for (const { pointer } of fixed ?? []) {
    const steps = pointerSteps(pointer);
    if (steps.length === 0) continue;
    let node = root;
    let model: ContentValue | undefined = english;
    steps.forEach((step, position) => {
      const leaf = position === steps.length - 1;
      if (Array.isArray(model)) {
        const index = Number(step);
        const items = (node.items ??= []) as Record<string, unknown>[];
        // Every item has its own (empty) uiSchema: rjsf reads `items[index]` for each.
        while (items.length < Math.max(index + 1, model.length)) items.push({});
        if (leaf) Object.assign(items[index]!, FIXED_FIELD);
        node = items[index]!;
        model = model[index] ?? model[0];
      } else {
        const child = (node[step] ??= {}) as Record<string, unknown>;
        if (leaf) Object.assign(child, FIXED_FIELD);
        node = child;
        model =
          model !== null && typeof model === 'object'
            ? (model as Record<string, ContentValue>)[step]
            : undefined;
      }
    });
  }
  return root as UiSchema;
}
