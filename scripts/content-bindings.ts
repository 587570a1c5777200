/**
 * Records the code values English's copy is matched against (docs/decisions/0015-copy-as-data.md):
 * `app/content/schema/recorded-code-values.json`, `codeValues('en')` by name, written as the
 * content files are (`JSON.stringify(data, null, 2)` and a newline). Every module's English
 * bindings are derived from its English file with these values (code-values.ts
 * `englishBindingsOf`). Run it (`npm run content:bindings`) after changing a value set in code (a
 * path, an address, a price) and the copy that holds it; tests/unit/app/content-files.test.ts
 * fails until the record is today's code. A new module or page needs no run.
 */
import { writeFileSync } from 'node:fs';
import { codeValues } from '../app/content/schema/code-values';

/** Where the record is written, relative to the repository's root (the working directory). */
export const RECORDED_CODE_VALUES_FILE = 'app/content/schema/recorded-code-values.json';

const record = Object.fromEntries(
  [...codeValues('en')].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(RECORDED_CODE_VALUES_FILE, `${JSON.stringify(record, null, 2)}\n`);
console.log(`${RECORDED_CODE_VALUES_FILE}: ${Object.keys(record).length} values`);
