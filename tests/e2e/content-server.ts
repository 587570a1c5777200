/**
 * A server of its own for a content-editor spec (publishing changes the site, so these specs do
 * not share the suite's server): `server/main.ts` on a free loopback port with a fresh SQLite
 * database and releases folder in a temporary directory, started and ready (`/healthz`), and
 * stopped with everything it wrote, the build's `.publish-*` staging folders included.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/free-port';

/** A running content server. */
export interface ContentServer {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  /** Its environment (for `addAccount`'s CLI, which must use the same database). */
  env: NodeJS.ProcessEnv;
  /** Its releases folder (`CONTENT_RELEASES_DIR`): `current` is the live site. */
  releasesDir: string;
  /** Stops it and deletes its folder and the staging folders a publish may leave in build/. */
  stop(): void;
}

/**
 * Starts the server and waits until it answers (at most ~50 s).
 * @param prefix the temporary folder's name prefix
 * @throws when it does not answer in time
 */
export async function startContentServer(prefix: string): Promise<ContentServer> {
  const work = mkdtempSync(join(tmpdir(), prefix));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${join(work, 'site.db')}`,
    CONTENT_RELEASES_DIR: join(work, 'site'),
    COMPANY_PROFILE_URL: 'off',
    LOG_LEVEL: 'warn',
  };
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
    for (const name of readdirSync('build').filter((entry) => entry.startsWith('.publish-')))
      rmSync(join('build', name), { recursive: true, force: true });
  };
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, env, releasesDir: env.CONTENT_RELEASES_DIR, stop };
    if (tries > 200) {
      stop();
      throw new Error('the content server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
