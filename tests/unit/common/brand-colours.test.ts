import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOUR, BRAND_INK_COLOUR, INK_COLOUR } from '../../../common/brand-colours';

/** The brand colours as values equal the tokens of the shared stylesheet they stand in for. */
const css = readFileSync(new URL('../../../common/styles/brand.css', import.meta.url), 'utf8');
const token = (name: string) => css.match(new RegExp(`--color-${name}:\\s*([^;]+);`))?.[1];

describe('brand colours', () => {
  it.each([
    ['brand', BRAND_COLOUR],
    ['brand-ink', BRAND_INK_COLOUR],
    ['ink', INK_COLOUR],
  ])('--color-%s is %s', (name, value) => {
    expect(token(name)).toBe(value);
  });
});
