/**
 * The error screen's words when even the root loader's data is missing (spec §8): the one copy
 * every language's bundle carries, in the spec's English.
 */
export const shellContent = {
  errorTitle: 'Unexpected Application Error!',
  errorBody: 'Something went wrong while loading this page. Reloading usually fixes it.',
  errorReload: 'Reload page',
} as const;
