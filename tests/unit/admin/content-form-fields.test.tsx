// @vitest-environment jsdom
/**
 * The content editor's fields as an editor meets them (docs/editing.md): values that must stay as
 * English has them are read-only and filled (numbers with their value), reasons are plain, said
 * once under their field with their own direction, the list above the form names fields by their
 * labels, long texts count their characters and announce the limit only when crossing it, and
 * pages are named as visitors know them.
 */
import type { WidgetProps } from '@rjsf/utils';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentDocumentResponse } from '../../../common/content-api';
import { ContentForm } from '../../../admin/content/components/content-form';
import { EditorStatus } from '../../../admin/content/components/editor-status';
import { counterLevel, TextWidget } from '../../../admin/content/components/form-parts';
import { fixedUiSchema, withFixed } from '../../../admin/content/fixed-fields';
import { fieldLabel, fieldTrail, pageLabel } from '../../../admin/content/labels';
import { schemaFromEnglish } from '../../../server/content/checks';

const ENGLISH = {
  faqCta: {
    id: 'still-have-questions',
    heading: 'Still have questions?',
    actions: [{ label: 'Contact us', href: '/contact' }],
  },
  faqItems: [
    { question: 'What is Optimus?', answer: 'A patch.' },
    { question: 'Who makes it?', answer: 'We do.' },
  ],
  image: { src: '/images/a.svg', width: 640, height: 480 },
};

/** The Arabic document as the API sends it, with what it cannot change listed. */
function arabic(overrides: Partial<ContentDocumentResponse> = {}): ContentDocumentResponse {
  const data = structuredClone(ENGLISH) as typeof ENGLISH;
  data.faqCta.heading = 'هل لديكم أسئلة أخرى؟';
  data.faqItems[1]!.answer = 'نحن.';
  return {
    module: 'faq',
    language: 'ar',
    dir: 'rtl',
    data,
    draft: false,
    english: ENGLISH,
    schema: schemaFromEnglish(ENGLISH),
    revision: 3,
    savedBy: null,
    savedAt: null,
    outOfDate: [],
    fixed: [
      { pointer: '/faqCta/id', value: 'still-have-questions' },
      { pointer: '/faqCta/actions/0/href', value: '/contact' },
      { pointer: '/image/src', value: '/images/a.svg' },
      { pointer: '/image/width', value: 640 },
      { pointer: '/image/height', value: 480 },
    ],
    others: [],
    ...overrides,
  };
}

function renderForm(doc = arabic(), issues: { path: string; message: string }[] = []) {
  return render(<ContentForm doc={doc} formData={doc.data} issues={issues} onChange={() => {}} />);
}

describe('fields that must stay as in English', () => {
  it('are read-only and show their value, numbers included; prose stays editable', () => {
    renderForm();
    const width = screen.getByLabelText<HTMLInputElement>('Width (pixels)');
    expect(width.readOnly).toBe(true);
    expect(width.value).toBe('640');
    expect(screen.getByLabelText<HTMLInputElement>('Height (pixels)').value).toBe('480');
    const anchor = screen.getByLabelText<HTMLInputElement>('Anchor (ID)');
    expect(anchor.readOnly).toBe(true);
    expect(anchor.value).toBe('still-have-questions');
    expect(anchor.getAttribute('dir')).toBe('ltr');
    expect(document.getElementById(`${anchor.id}__fixed`)?.textContent).toMatch(
      /Kept as in English.*cannot be changed here/,
    );
    const link = screen.getByLabelText<HTMLInputElement>('Link');
    expect(link.readOnly).toBe(true);
    expect(link.value).toBe('/contact');
    const heading = screen.getByLabelText<HTMLInputElement>('Heading');
    expect(heading.readOnly).toBe(false);
    expect(heading.disabled).toBe(false);
    expect(heading.getAttribute('dir')).toBe('rtl');
  });

  it('are saved as listed, whatever the form holds', () => {
    const doc = arabic();
    const spoiled = structuredClone(doc.data) as typeof ENGLISH;
    spoiled.faqCta.id = 'ما زال';
    spoiled.image.width = 0;
    const saved = withFixed(spoiled, doc.fixed) as typeof ENGLISH;
    expect(saved.faqCta.id).toBe('still-have-questions');
    expect(saved.image.width).toBe(640);
    expect(saved.faqCta.heading).toBe('هل لديكم أسئلة أخرى؟');
    expect(spoiled.image.width).toBe(0);
  });

  it('reach list items through uiSchema items, one per item', () => {
    const ui = fixedUiSchema(ENGLISH, [{ pointer: '/faqCta/actions/0/href', value: '/contact' }]);
    expect(ui).toEqual({
      faqCta: { actions: { items: [{ href: { 'ui:widget': 'fixed', 'ui:readonly': true } }] } },
    });
  });
});

describe('reasons', () => {
  it('are said once under their field, each in its own direction in a right-to-left form', () => {
    const message = 'Too long: at most 10,000 characters (this has 10,250).';
    renderForm(arabic(), [
      { path: 'faqItems.1.answer', message },
      { path: 'faqItems.1.answer', message },
    ]);
    const answer = screen.getAllByLabelText('Answer')[1]!;
    const list = document.getElementById(`${answer.id}__error`)!;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([message]);
    expect(items[0]!.getAttribute('dir')).toBe('auto');
    expect(items[0]!.getAttribute('lang')).toBe('en');
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(answer.getAttribute('aria-invalid')).toBe('true');
  });

  it('name fields by the labels of the form above it, not by paths, and the message once', () => {
    const message =
      'Links may only use a path on this site such as /contact, or an https:// address.';
    render(
      <EditorStatus
        status={{ kind: 'error', text: 'The page was not saved: fix the fields listed.' }}
        issues={[
          { path: 'faqCta.actions.0.href', message },
          { path: 'faqCta.actions.0.href', message: 'Must stay “/contact”.' },
          { path: 'faq/ar: faqItems.1.answer', message: 'Empty: English has text here.' },
        ]}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('link', { name: 'FAQ call to action › Button 1 › Link' }),
    ).toBeTruthy();
    expect(alert.textContent).not.toContain('faqCta');
    expect(alert.textContent).not.toContain(message);
    expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    expect(alert.textContent).toContain(
      'FAQ — /faq, Arabic: Question 2 › Answer: Empty: English has text here.',
    );
  });
});

describe('the character counter', () => {
  const LIMIT = 10_000;

  function widget(text: string) {
    const props = {
      id: 'root_faqItems_0_answer',
      name: 'answer',
      value: text,
      onChange: () => {},
      schema: { type: 'string', maxLength: LIMIT },
      registry: {
        formContext: { english: null, dir: 'ltr', language: 'en', outOfDate: new Set() },
      },
    } as unknown as WidgetProps;
    return <TextWidget {...props} />;
  }

  it('warns from 90 % and past the limit', () => {
    expect(counterLevel(8_999, LIMIT)).toBe('fine');
    expect(counterLevel(9_000, LIMIT)).toBe('near');
    expect(counterLevel(10_000, LIMIT)).toBe('near');
    expect(counterLevel(10_001, LIMIT)).toBe('over');
  });

  it('shows used/limit and announces politely only when crossing a threshold', () => {
    const { rerender } = render(widget('a'.repeat(8_999)));
    const count = document.getElementById('root_faqItems_0_answer__count')!;
    const live = screen.getByTestId('root_faqItems_0_answer__announce');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(count.textContent).toBe('8,999 / 10,000 characters');
    expect(live.textContent).toBe('');
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toContain(count.id);

    act(() => rerender(widget('a'.repeat(9_000))));
    expect(count.textContent).toBe('9,000 / 10,000 characters — near the limit');
    expect(count.className).toContain('text-vital-fair-ink');
    expect(live.textContent).toBe('Near the limit: 9,000 of 10,000 characters used.');

    // Another key inside the warning: the count moves, the announcement does not.
    act(() => rerender(widget('a'.repeat(9_001))));
    expect(count.textContent).toBe('9,001 / 10,000 characters — near the limit');
    expect(live.textContent).toBe('Near the limit: 9,000 of 10,000 characters used.');

    act(() => rerender(widget('a'.repeat(10_001))));
    expect(live.textContent).toBe('Over the limit of 10,000 characters: shorten this text.');
    act(() => rerender(widget('a'.repeat(100))));
    expect(live.textContent).toBe('');
  });
});

describe('names', () => {
  it('pages by what a visitor sees and where; an unknown module by its humanised name', () => {
    expect(pageLabel('home')).toBe('Home — /');
    expect(pageLabel('faq')).toBe('FAQ — /faq');
    expect(pageLabel('header')).toBe('Header and menus (every page)');
    expect(pageLabel('footer')).toBe('Footer (every page)');
    expect(pageLabel('price-list')).toBe('Price list');
    expect(pageLabel('pages')).toBe('Pages');
  });

  it('groups and fields in words', () => {
    expect(fieldLabel(['faqCta'])).toBe('FAQ call to action');
    expect(fieldLabel(['faqItems', 0])).toBe('Question 1');
    expect(fieldLabel(['homeHero', 'slides', 2])).toBe('Slide 3');
    expect(fieldLabel(['partnerLogos', 1])).toBe('Partner logo 2');
    expect(fieldTrail('homeHero.primary.href')).toBe('Home hero › Primary › Link');
    expect(fieldTrail('(root)')).toBe('The whole page');
  });
});
