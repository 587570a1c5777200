/**
 * `npm run restore -- PATH [--force]` (DESIGN §1): the entry point of the restore half of
 * ./backup.ts, which documents both commands.
 */
import { runRestoreCli } from './backup';
import { runIfMain } from './command-line';

await runIfMain(import.meta.url, runRestoreCli);
