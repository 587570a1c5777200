/**
 * Keys whose values are not copy: identifiers, discriminants, link targets, image sources and
 * form tokens. A translation keeps them exactly (same literal type) as English has them.
 */
type NonTextKey =
  | 'id'
  | 'headingId'
  | 'icon'
  | 'accent'
  | 'kind'
  | 'code'
  | 'lang'
  | 'href'
  | 'src'
  | 'iso'
  | 'autocomplete';

/**
 * The shape a translation must have: the English content's type with every string
 * literal widened to `string`, except under {@link NonTextKey}s. Numbers, booleans, tuple
 * lengths and keys stay as English has them, so a missing or extra key, a changed figure or a
 * dropped list item fails the typecheck; `tests/unit/app/content-parity.test.ts` checks what
 * types cannot (every path-like string, and that no module exports more than English).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: K extends NonTextKey ? T[K] : Translation<T[K]> }
        : T;
