/**
 * `npm run restore -- PATH [--force]` (DESIGN §1): the entry point of the restore half of
 * ./backup.ts, which documents both commands.
 */
import { runAsProcess, runRestoreCli } from './backup';

await runAsProcess(runRestoreCli);
