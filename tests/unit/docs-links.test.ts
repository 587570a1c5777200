/**
 * Every relative link in README.md and docs/ points at a file that exists and, with a `#anchor`,
 * at a heading of that file (GitHub's heading ids: lower case, punctuation dropped, spaces to
 * hyphens). Links to other sites are not fetched: the tests run offline.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** README.md and every markdown file under docs/, as absolute paths. */
function markdownFiles(): string[] {
  const files = [join(ROOT, 'README.md')];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.md')) files.push(path);
    }
  };
  walk(join(ROOT, 'docs'));
  return files;
}

/** The text outside fenced code blocks and inline code, where links are links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's id for a heading text: lower case, punctuation but `-` and `_` dropped, spaces to `-`. */
export function headingId(heading: string): string {
  return heading
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The ids of a markdown file's headings. */
function anchors(path: string): Set<string> {
  const text = readFileSync(path, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((m) => headingId(m[1] ?? '')));
}

/** Problems of one file's relative links, e.g. `docs/a.md: b.md#c (no such heading)`. */
function brokenLinks(file: string): string[] {
  const problems: string[] = [];
  for (const match of prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
    const [pathPart = '', anchor] = target.split('#');
    const path = pathPart === '' ? file : resolve(dirname(file), decodeURIComponent(pathPart));
    const where = `${relative(ROOT, file)}: ${target}`;
    if (!existsSync(path)) problems.push(`${where} (no such file)`);
    else if (anchor && (!path.endsWith('.md') || !anchors(path).has(anchor)))
      problems.push(`${where} (no such heading)`);
  }
  return problems;
}

describe('documentation links', () => {
  it('computes GitHub heading ids', () => {
    expect(headingId('Proxies: `TRUST_PROXY`')).toBe('proxies-trust_proxy');
    expect(headingId('4. The contact API (PostgREST-compatible subset)')).toBe(
      '4-the-contact-api-postgrest-compatible-subset',
    );
  });

  it('resolves every relative link in README.md and docs/ to a file and heading', () => {
    const files = markdownFiles();
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap(brokenLinks)).toEqual([]);
  });
});
