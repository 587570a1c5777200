// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withSubscripts } from '~/components/ui/subscripts';

const html = (text: string) => render(<p>{withSubscripts(text)}</p>).container.innerHTML;

describe('withSubscripts (subscripts in the site’s font, not a fallback glyph)', () => {
  it('draws each run of subscript digits as <sub> markup', () => {
    expect(html('CO₂ (ppm)')).toBe('<p>CO<sub>2</sub> (ppm)</p>');
    expect(html('H₂O and C₁₂H₂₂O₁₁')).toBe(
      '<p>H<sub>2</sub>O and C<sub>12</sub>H<sub>22</sub>O<sub>11</sub></p>',
    );
  });

  it('returns text without subscripts unchanged, as the same string', () => {
    expect(withSubscripts('PM2.5 (µg/m³)')).toBe('PM2.5 (µg/m³)');
    expect(html('مستوى CO₂ بعد الظهر')).toBe('<p>مستوى CO<sub>2</sub> بعد الظهر</p>');
  });
});
