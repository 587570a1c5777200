import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rules of eslint.config.js that keep components on theme tokens (raw palette colours)
 * and on logical sides (physical left/right utilities), run through ESLint's own API on sample
 * components placed where the rules apply.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sectionFile = path.join(root, 'app/components/sections/lint-sample.tsx');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The messages of `no-restricted-syntax` for `source` linted as `file`. */
async function restricted(source: string, file = sectionFile): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const component = (className: string) =>
  `export function Sample() {\n  return <p className=${JSON.stringify(className)}>x</p>;\n}\n`;

describe('palette rule (theme tokens only in components)', () => {
  it.each([
    ['a palette utility', 'text-teal-600'],
    ['a palette utility behind a variant and opacity', 'rounded hover:bg-amber-400/50'],
    ['a gradient stop', 'bg-gradient-to-b from-slate-900 to-white'],
    ['an arbitrary hex value', 'bg-[#e9f7f4] px-4'],
    ['a border side in a palette colour', 'border-s-2 border-s-red-700'],
  ])('rejects %s (%s)', async (_name, className) => {
    const messages = await restricted(component(className));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/theme token/);
  });

  it('rejects a hex colour and rgb() in an inline style', async () => {
    const source = `export function Sample() {\n  return <p style={{ color: '#fff', background: 'rgb(0 0 0 / 50%)' }}>x</p>;\n}\n`;
    const messages = await restricted(source);
    expect(messages).toHaveLength(2);
  });

  it('rejects a palette utility in a template literal', async () => {
    const source =
      'export function Sample({ on }: { on: boolean }) {\n  return <p className={`p-2 ${on ? "x" : ""} text-stone-900`}>x</p>;\n}\n';
    expect(await restricted(source)).toHaveLength(1);
  });

  it.each([
    'bg-accent text-on-accent hover:bg-accent-hover',
    'border border-line bg-subtle text-ink-soft',
    'bg-white text-white/80 border-white/10',
    'bg-product-surface ring-accent-deep/5 from-accent-soft to-white',
  ])('accepts theme tokens (%s)', async (className) => {
    expect(await restricted(component(className))).toEqual([]);
  });

  it('accepts a same-page anchor that is not a colour', async () => {
    const source = `export function Sample() {\n  return <a href="#brands">x</a>;\n}\n`;
    expect(await restricted(source)).toEqual([]);
  });

  it('keeps the physical-side rule where the palette rule applies', async () => {
    const messages = await restricted(component('ml-4 text-teal-600'));
    expect(messages).toHaveLength(2);
    expect(messages.some((m) => /logical utilities/.test(m))).toBe(true);
  });

  it('applies the physical-side rule alone to other components', async () => {
    const file = path.join(root, 'app/routes/lint-sample.tsx');
    const messages = await restricted(component('pr-2'), file);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/logical utilities/);
  });

  it.each([
    ['a layout component', 'app/components/layout/lint-sample.tsx'],
    ['a ui component', 'app/components/ui/lint-sample.tsx'],
    ["a component's class helper", 'app/components/layout/header/lint-sample.ts'],
    ['an admin page', 'admin/inbox/components/lint-sample.tsx'],
    ["the admin app's buttons", 'admin/components/lint-sample.ts'],
  ])('applies to %s', async (_name, file) => {
    const source = file.endsWith('.ts')
      ? "export const box = 'rounded border border-slate-300';\n"
      : component('rounded border border-slate-300');
    const messages = await restricted(source, path.join(root, file));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/theme token/);
  });

  it("accepts the admin app's own tokens", async () => {
    const file = path.join(root, 'admin/insights/components/lint-sample.tsx');
    expect(
      await restricted(component('border-field bg-vital-good-soft text-danger-strong'), file),
    ).toEqual([]);
  });
});
