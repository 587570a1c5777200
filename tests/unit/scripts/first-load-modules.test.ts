import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstLoadByModule, moduleGroup } from '../../../scripts/first-load-modules';

describe('moduleGroup', () => {
  it('groups npm modules by package, keeping React DOM and React Router files apart', () => {
    expect(moduleGroup('node_modules/zod/v4/mini/schemas.js')).toBe('zod');
    expect(moduleGroup('node_modules/@radix-ui/react-tabs/dist/index.mjs')).toBe(
      '@radix-ui/react-tabs',
    );
    expect(moduleGroup('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom/react-dom-client.production.js',
    );
    expect(moduleGroup('node_modules/react-router/dist/production/lib/router/router.js')).toBe(
      'react-router/lib/router/router.js',
    );
    expect(moduleGroup('app/lib/consent.ts')).toBe('app/lib/consent.ts');
  });
});

describe('firstLoadByModule', () => {
  it("splits each first-load chunk's measured gzip over its modules; the rows sum to the page's figure", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'first-load-modules-'));
    mkdirSync(path.join(dir, 'assets'));
    const big =
      'export const a = ' +
      JSON.stringify('x'.repeat(50) + '0123456789abcdefghij'.repeat(200)) +
      ';';
    const small = 'export const b = 1;';
    writeFileSync(path.join(dir, 'assets/page.js'), `import "./lazy-free.js";\n${big}\n${small}`);
    writeFileSync(path.join(dir, 'assets/lazy-free.js'), 'export const c = 2;');
    writeFileSync(
      path.join(dir, 'index.html'),
      '<script type="module" src="/assets/page.js"></script>',
    );
    const chunks = {
      'assets/page.js': { 'app/big.ts': big, 'app/small.ts': small },
    };
    const { total, rows } = firstLoadByModule(dir, '/', chunks);
    expect(rows.reduce((sum, row) => sum + row.gzipBytes, 0)).toBeGreaterThanOrEqual(total - 1);
    expect(rows.reduce((sum, row) => sum + row.gzipBytes, 0)).toBeLessThanOrEqual(total + 1);
    expect(rows[0]).toMatchObject({ chunk: 'page.js', module: 'app/big.ts' });
    // A chunk the build recorded no modules for counts whole.
    expect(rows).toContainEqual({
      chunk: 'lazy-free.js',
      module: '(chunk)',
      gzipBytes: gzipSync('export const c = 2;', { level: 9 }).length,
    });
  });
});
