/**
 * The publisher process (server/publisher.ts `startPublisher`) as the publisher tests run it
 * (tests/integration/publisher.test.ts): on `DATABASE_URL` and `CONTENT_RELEASES_DIR`, with the
 * settings of `PUBLISHER_TEST_CONFIG` (JSON: `seedDir` the catalogue's folder, `initialDir` the
 * deploy's build, `code` its identity, `buildDelayMs` how long each stand-in build takes,
 * `buildsFile` where each build appends a line `<pid> <buildId>`, `pollMs`, `graceMs`). Its build
 * writes the home page's English title and the code's build id, so a test sees which code rendered
 * a page. Listens on PORT and reports it over IPC like server/main.ts; SIGTERM stops it gracefully.
 */
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { jsonFolderCatalogue } from '../../server/content/catalogue';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { parseEnv } from '../../server/env';
import { createMetrics } from '../../server/metrics';
import { startPublisher } from '../../server/publisher';

const config = JSON.parse(process.env.PUBLISHER_TEST_CONFIG ?? '{}') as {
  seedDir: string;
  initialDir: string;
  code: { buildId: string; builtAt: number };
  buildDelayMs: number;
  buildsFile: string;
  pollMs: number;
  graceMs: number;
};

const env = parseEnv(process.env);
const metrics = createMetrics();
const database = openDatabase(env.databaseUrl, { log: metrics.queryLog });
await migrateToLatest(database.db, database.dialect);
const publisher = await startPublisher({
  env,
  db: database.db,
  dialect: database.dialect,
  metrics,
  logger: false,
  initialDir: config.initialDir,
  catalogue: jsonFolderCatalogue(config.seedDir, () => [], ['en']),
  code: config.code,
  pollMs: config.pollMs,
  graceMs: config.graceMs,
  build: (signal) => async (outDir, copyDir) => {
    appendFileSync(config.buildsFile, `${process.pid} ${config.code.buildId}\n`);
    await sleep(config.buildDelayMs, undefined, { signal });
    const home = JSON.parse(readFileSync(join(copyDir, 'home', 'en.json'), 'utf8')) as {
      title: string;
    };
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      join(outDir, 'index.html'),
      `<!doctype html><h1>${home.title}</h1><p>code ${config.code.buildId}</p>`,
    );
  },
});
let stopping = false;
process.on('SIGTERM', () => {
  if (stopping) return;
  stopping = true;
  void publisher
    .stop()
    .then(() => database.db.destroy())
    .then(() => process.exit(0));
});
await publisher.http.listen({ port: env.port, host: env.host });
const address = publisher.http.server.address();
if (process.send && address && typeof address === 'object')
  process.send({ listening: address.port });
