/**
 * The content editor's fields in Chromium (docs/editing.md "Fields you cannot change", "What the
 * editor refuses"): in the Arabic FAQ a value that must stay as in English (the call to action's
 * anchor) is shown read-only with its value and typing does not change it; a refused text's
 * reason sits under its field as an English sentence in its own direction inside the right-to-left
 * form (its full stop at its end, on the right), said once, and the list above names the field by
 * its label. Nothing is saved (the save is refused), so the shared server's copy stays as it was.
 */
import { addAccount, E2E_PASSWORD } from './accounts';
import { expect, test } from './fixtures';

test('a value kept from English cannot be edited; an error in the Arabic form reads in its own direction', async ({
  page,
}) => {
  const email = `fields-${Date.now()}@example.com`;
  addAccount(email, { role: 'editor' });
  await page.goto('/admin/content?module=faq&language=ar');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/content/);
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('faq');
  await expect(page.locator('#content-module option:checked')).toHaveText(/^FAQ — \/faq/);

  // The anchor must stay as English has it: read-only, filled, left to right, and saying why.
  const anchor = page.locator('#root_faqCta_id');
  await expect(anchor).toHaveValue('still-have-questions');
  await expect(anchor).toHaveAttribute('readonly', '');
  await expect(anchor).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('#root_faqCta_id__fixed')).toContainText('cannot be changed here');
  await anchor.focus();
  await page.keyboard.type('-ar');
  await expect(anchor).toHaveValue('still-have-questions');
  await expect(page.getByText('You have unsaved changes')).toHaveCount(0);

  // A blank question is refused: the reason once, under the field, in its own direction.
  // The content form's box (the Publish panel has a form of its own).
  const form = page.locator('#root_faqItems_1_question').locator('xpath=ancestor::form/..');
  await expect(form).toHaveAttribute('dir', 'rtl');
  const question = page.locator('#root_faqItems_1_question');
  await question.fill('');
  await page.getByRole('button', { name: 'Save draft' }).click();
  const reason = page.locator('#root_faqItems_1_question__error li');
  await expect(reason).toHaveText('Empty: English has text here; write it in this language.');
  await expect(reason).toHaveAttribute('dir', 'auto');
  expect(await reason.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  // The full stop ends the sentence on its right, not at the left edge of the right-to-left form.
  const [stop, first] = await reason.evaluate((element) => {
    const text = element.firstChild!;
    const range = document.createRange();
    const box = (from: number) => {
      range.setStart(text, from);
      range.setEnd(text, from + 1);
      return range.getBoundingClientRect().left;
    };
    return [box(text.textContent!.length - 1), box(0)];
  });
  expect(stop).toBeGreaterThan(first);
  await expect(
    page.getByText('Empty: English has text here; write it in this language.'),
  ).toHaveCount(1);
  await expect(
    page.getByRole('alert').getByRole('link', { name: 'Question 2 › Question' }),
  ).toBeVisible();
  await expect(question).toHaveAttribute('aria-invalid', 'true');
});

test('from 1024 px the Publish panel stays in view beside a long form', async ({ page }) => {
  const email = `sticky-${Date.now()}@example.com`;
  addAccount(email, { role: 'editor' });
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/admin/content?module=faq&language=fr');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const lastAnswer = page.locator('#root_faqItems_9_answer');
  await lastAnswer.scrollIntoViewIfNeeded();
  await expect(lastAnswer).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Publish all drafts' })).toBeInViewport();
});
