/**
 * The tests' scrape parser (tests/helpers/metrics-scrape.ts) reads the text format 0.0.4 as
 * prometheus.io "Exposition formats" defines it, and refuses what breaks it.
 */
import { describe, expect, it } from 'vitest';
import { parseScrape, value } from '../../helpers/metrics-scrape';

describe('parseScrape', () => {
  it('reads labelled histograms per label set, escapes and special values', () => {
    const parsed = parseScrape(
      [
        '# HELP h A histogram.',
        '# TYPE h histogram',
        'h_bucket{le="1",route="/a"} 2',
        'h_bucket{le="+Inf",route="/a"} 3',
        'h_sum{route="/a"} 4.5',
        'h_count{route="/a"} 3',
        'h_bucket{le="1",route="/b"} 0',
        'h_bucket{le="+Inf",route="/b"} 1',
        'h_sum{route="/b"} 9',
        'h_count{route="/b"} 1',
        '# TYPE g gauge',
        'g{path="C:\\\\DIR\\\\",msg="say \\"hi\\"\\n"} Nan',
        'g{path="x"} -Inf 1395066363000',
        '',
      ].join('\n'),
    );
    expect(value(parsed, 'h', { route: '/a' })).toBe(3);
    expect(value(parsed, 'h', { route: '/b' })).toBe(1);
    expect(value(parsed, 'g', { path: 'C:\\DIR\\', msg: 'say "hi"\n' })).toBeNaN();
    expect(value(parsed, 'g', { path: 'x' })).toBe(Number.NEGATIVE_INFINITY);
  });

  it.each([
    ['a value that is no number', '# TYPE a counter\na here\n'],
    ['an unterminated label value', '# TYPE a counter\na{b="c} 1\n'],
    ['a bad escape', '# TYPE a counter\na{b="\\t"} 1\n'],
    ['a sample of no typed family', '# TYPE a counter\nb 1\n'],
    ['a family typed twice', '# TYPE a counter\n# TYPE a gauge\n'],
    ['a missing final line feed', '# TYPE a counter\na 1'],
    ['an extra field', '# TYPE a counter\na 1 2 3\n'],
  ])('refuses %s', (_why, text) => {
    expect(() => parseScrape(text)).toThrow();
  });
});
