/**
 * A process that publishes the content editor's drafts and stops dead at one point, for the
 * crash test (tests/integration/content-publish-crash.test.ts): it runs the editor
 * (server/content/editor.ts) on the database, seed folder and releases folder named in its one
 * argument (JSON: databaseUrl, seedDir, releasesDir, initialDir, hangAt), prints `AT <point>` when
 * it reaches `hangAt` and then waits for ever, so the test can kill it with SIGKILL there.
 * Points: `build` (the release is half written), `recorded` (the publish is in the database, the
 * live site not switched yet).
 */
import { jsonFolderCatalogue } from '../../server/content/catalogue';
import { createContentEditor } from '../../server/content/editor';
import { postgresPublishLock } from '../../server/content/publish-lock';
import { openSiteReleases } from '../../server/content/releases';
import { openDatabase, postgresPoolOf } from '../../server/db/database';
import { standInBuild } from './content-stand-in';

const config = JSON.parse(process.argv[2] ?? '{}') as {
  databaseUrl: string;
  seedDir: string;
  releasesDir: string;
  initialDir: string;
  hangAt: 'build' | 'recorded';
};
const forever = () => new Promise<never>(() => {});
const stopHere = async (point: string) => {
  if (point !== config.hangAt) return;
  process.stdout.write(`AT ${point}\n`);
  await forever();
};

const { db } = openDatabase(config.databaseUrl);
const pool = postgresPoolOf(db);
const editor = createContentEditor({
  catalogue: jsonFolderCatalogue(config.seedDir, () => [], ['en']),
  db,
  releases: openSiteReleases(config.releasesDir, config.initialDir),
  build: async (outDir, copyDir) => {
    await standInBuild(outDir, copyDir);
    await stopHere('build');
  },
  sharedLock: pool ? postgresPublishLock(pool) : undefined,
  onProgress: (stage) => stopHere(stage),
});
await editor.publish('editor@example.com');
process.stdout.write('PUBLISHED\n');
await db.destroy();
