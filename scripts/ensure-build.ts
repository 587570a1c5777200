/**
 * First half of `npm start` (DESIGN §1): builds the site when build/client/index.html is missing
 * or older than any source that shapes it (app/, common/, public/, the build configs);
 * otherwise prints 'build is up to date'. Exits with the build's code if it fails.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The project root (this file lives in scripts/). */
const ROOT = resolve(import.meta.dirname, '..');
/** The file whose age stands for the build's. */
const BUILD_MARKER = join(ROOT, 'build', 'client', 'index.html');
/** The team inbox's page, built by the same `npm run build`. */
const ADMIN_MARKER = join(ROOT, 'build', 'admin', 'index.html');
/** Folders and files whose changes make the build stale. */
const BUILD_INPUTS = [
  'app',
  'admin',
  'art',
  'common',
  'public',
  'vite.config.ts',
  'react-router.config.ts',
  'package.json',
];

/** Newest modification time (ms) under a file or folder; 0 when it does not exist. */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
    if (entry.name === 'node_modules' || !entry.isFile()) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Why a build is needed, or undefined when build/client is up to date. */
function staleReason(): string | undefined {
  if (!existsSync(BUILD_MARKER)) return 'no build yet';
  // The team inbox's own build (admin/vite.config.ts).
  if (!existsSync(ADMIN_MARKER)) return 'no inbox build yet';
  const built = statSync(BUILD_MARKER).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestMtime(join(ROOT, input)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

const reason = staleReason();
if (!reason) {
  console.log('build is up to date');
} else {
  console.log(`Building the site (${reason}): npm run build`);
  const child = spawn('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  child.on('exit', (code, signal) => {
    if (code === 0) return;
    console.error(`npm run build failed (${signal ?? `exit code ${code}`})`);
    process.exit(code ?? 1);
  });
  child.on('error', (error) => {
    console.error('Could not run npm run build:', error.message);
    process.exit(1);
  });
}
