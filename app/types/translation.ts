/**
 * The shape a translation must have (issue 12): the English content's type with every string
 * literal widened to `string`. Numbers, booleans, tuple lengths and keys stay as English has
 * them, so a missing or extra key, a changed figure or a dropped list item fails the typecheck;
 * `tests/unit/app/content-parity.test.ts` checks what types cannot (paths and list lengths).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;
