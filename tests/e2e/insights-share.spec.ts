import { randomInt } from 'node:crypto';
import { test, expect } from './fixtures';
import { addAccount, E2E_PASSWORD } from './accounts';

/**
 * A read-only insights link in a real browser (decision 0049): a team member makes one, someone
 * without an account opens it and sees the dashboard of its period with `noindex`; once revoked,
 * the same address answers 404 and says the link no longer works.
 */
test('a shared insights link shows the dashboard read-only, and answers 404 once revoked', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const email = `share-${randomInt(1e9)}@example.com`;
  addAccount(email);
  await page.goto('/admin/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const made = await page.request.post('/api/admin/insights/shares', {
    data: { period: '7d', expiresInDays: 7 },
    headers: { origin: baseURL! },
  });
  expect(made.status()).toBe(201);
  const { id, path } = (await made.json()) as { id: number; path: string };
  expect(path).toMatch(/^\/share\/insights\/[\w-]{43}$/);

  // Someone without an account: a context of its own, no session cookie.
  const stranger = await page.context().browser()!.newContext();
  const visitor = await stranger.newPage();
  const opened = await visitor.goto(path);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Site insights of');
  await expect(visitor.getByRole('status')).toContainText('Read-only. Showing');
  await expect(visitor.getByRole('link', { name: /inbox|editor/i })).toHaveCount(0);
  await visitor.setViewportSize({ width: 375, height: 812 });
  await visitor.screenshot({ path: test.info().outputPath('shared-375.png'), fullPage: true });

  const revoked = await page.request.delete(`/api/admin/insights/shares/${id}`, {
    headers: { origin: baseURL! },
  });
  expect(revoked.status()).toBe(204);
  const gone = await visitor.goto(path);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole('alert')).toContainText('This link does not work any more');
  await stranger.close();
});
