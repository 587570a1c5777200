import { DatabaseSync } from 'node:sqlite';
import { test, expect, waitForReady } from './fixtures';

function storedPaths(): string[] {
  const db = new DatabaseSync(process.env.E2E_DB!, { readOnly: true, timeout: 5_000 });
  try {
    return (db.prepare('select path from web_vitals').all() as Array<{ path: string }>).map(
      (r) => r.path,
    );
  } finally {
    db.close();
  }
}

test.describe('web-vitals after Accept All (spec §7)', () => {
  test.use({ consent: 'accepted' });

  test('the browser reports metrics to /api/vitals and the server stores them', async ({
    page,
  }) => {
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/vitals') && r.method() === 'POST',
    );
    await page.goto('/edge');
    await waitForReady(page);
    await sent;
    await expect.poll(() => storedPaths()).toContain('/edge');
  });
});
