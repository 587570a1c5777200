/**
 * The content editor's text fields (admin/content/components/form-parts.tsx `TextWidget`): prose takes the
 * edited language's direction, links, paths and identifiers stay left to right in every language
 * (in a right-to-left box `/contact` reads `contact/`; Unicode Bidirectional Algorithm, UAX #9).
 */
import type { WidgetProps } from '@rjsf/utils';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextWidget } from '../../../admin/content/components/form-parts';

/** The `dir` of the field `name` holding `value` in Arabic. */
function directionOf(name: string, value: string): string | undefined {
  const props = {
    id: `root_${name}`,
    name,
    value,
    onChange: () => {},
    registry: { formContext: { english: null, dir: 'rtl', language: 'ar' } },
  } as unknown as WidgetProps;
  return / dir="([a-z]+)"/.exec(renderToStaticMarkup(<TextWidget {...props} />))?.[1];
}

describe('TextWidget direction in Arabic', () => {
  it('prose is right to left, even when it starts with a Latin brand name', () => {
    expect(directionOf('answer', 'Optimus لصقة ذكية')).toBe('rtl');
    expect(directionOf('heading', 'هل لديكم أسئلة أخرى؟')).toBe('rtl');
  });

  it('links, paths and identifiers are left to right', () => {
    expect(directionOf('href', '/contact')).toBe('ltr');
    expect(directionOf('label', '/contact')).toBe('ltr');
    expect(directionOf('headingId', 'still-have-questions-title')).toBe('ltr');
    expect(directionOf('id', 'still-have-questions')).toBe('ltr');
    expect(directionOf('cta', 'https://example.com')).toBe('ltr');
  });
});
