/**
 * A stand-in for the site build of the content editor's tests (server/content/releases.ts
 * `SiteBuilder`): the home page from the copy it is given, `<copyDir>/home/en.json`'s `title` as
 * its heading, in milliseconds instead of a minute.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes `<outDir>/index.html` with the English home title of `copyDir`. */
export async function standInBuild(outDir: string, copyDir: string): Promise<void> {
  const home = JSON.parse(readFileSync(join(copyDir, 'home', 'en.json'), 'utf8')) as {
    title: string;
  };
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'index.html'), `<!doctype html><h1>${home.title}</h1>`);
}
