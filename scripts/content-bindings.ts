/**
 * Records where English's copy holds code values (docs/decisions/0015-copy-as-data.md):
 * `app/content/schema/english-bindings.json`, every module's bindings as
 * `deriveEnglishBindings` finds them in its English file now, written as the content files are
 * (`JSON.stringify(data, null, 2)` and a newline). Run it (`npm run content:bindings`) after
 * English's copy starts or stops quoting a path, an address or another value set in code;
 * tests/unit/app/content-files.test.ts fails until the record matches the files.
 */
import { writeFileSync } from 'node:fs';
import { deriveEnglishBindings } from '../app/content/schema/code-values';
import { readContentFile } from '../app/content/schema/files';
import { CONTENT_MODULES, SOURCE_LANGUAGE } from '../app/content/schema/modules';

/** Where the record is written, relative to the repository's root (the working directory). */
export const ENGLISH_BINDINGS_FILE = 'app/content/schema/english-bindings.json';

const record = Object.fromEntries(
  CONTENT_MODULES.map((module) => [
    module,
    deriveEnglishBindings(readContentFile(module, SOURCE_LANGUAGE)),
  ]),
);
writeFileSync(ENGLISH_BINDINGS_FILE, `${JSON.stringify(record, null, 2)}\n`);
console.log(`${ENGLISH_BINDINGS_FILE}: ${Object.values(record).flat().length} bindings`);
