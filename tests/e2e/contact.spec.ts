import { test, expect, findRow, pauseClock, waitForReady, readyOnPausedClock } from './fixtures';

test.describe('/contact', () => {
  test('a visitor submits the form and the message is stored in the database', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/contact');
    await waitForReady(page);
    await expect(page).toHaveTitle(/Contact Us/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /contact/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
    const subject = `E2E ${Date.now()} ${Math.random()}`;
    await page.getByLabel('Name').fill('  Grace Hopper ');
    await page.getByLabel('Email').fill(' Grace@Example.COM ');
    await page.getByLabel('Subject').fill(`  ${subject}  `);
    await page.getByLabel('Message').fill('Hello from the end-to-end test.');
    const request = page.waitForRequest('**/rest/v1/contact_messages**');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sent = await request;
    expect(sent.headers()['apikey']).toBeTruthy();
    expect(sent.headers()['prefer']).toContain('return=representation');
    const body = sent.postDataJSON() as Array<Record<string, string>>;
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ email: 'grace@example.com', status: 'new' });
    expect(new Date(body[0]!.created_at!).toISOString()).toBe(body[0]!.created_at);
    await expect(page.getByTestId('snackbar')).toContainText(
      "Message sent successfully! We'll get back to you soon.",
    );
    await expect(page.getByLabel('Name')).toHaveValue('');
    const row = findRow(subject);
    expect(row).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', status: 'new' });
    expect(consoleErrors).toEqual([]);
  });

  test('an email without @ shows the error and sends nothing', async ({ page }) => {
    await page.goto('/contact');
    await waitForReady(page);
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST') posted = true;
    });
    await page.getByLabel('Name').fill('A');
    await page.getByLabel('Email').fill('no-at-sign');
    await page.getByLabel('Subject').fill('S');
    await page.getByLabel('Message').fill('M');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('snackbar')).toContainText('Please enter a valid email address');
    expect(posted).toBe(false);
  });

  test('the server error message is shown and the form is kept', async ({ page }) => {
    await page.route('**/rest/v1/contact_messages**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'XX000',
          message: 'The database is resting.',
          details: null,
          hint: null,
        }),
      }),
    );
    await page.goto('/contact');
    await waitForReady(page);
    await page.getByLabel('Name').fill('A');
    await page.getByLabel('Email').fill('a@example.com');
    await page.getByLabel('Subject').fill('S');
    await page.getByLabel('Message').fill('M');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('snackbar')).toContainText('The database is resting.');
    await expect(page.getByLabel('Subject')).toHaveValue('S');
  });

  test('chat: Enter and Send both send; the bot replies after 1000 ms', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/contact');
    await readyOnPausedClock(page);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const panel = page.getByTestId('chat-panel');
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box && Math.round(box.width)).toBe(300);
    expect(box && Math.round(box.height)).toBe(400);
    const input = page.getByPlaceholder('Type your message...');
    await input.fill('Hello');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(panel.locator('[data-sender=user]')).toHaveText(['You: Hello']);
    await page.clock.runFor(999);
    await expect(panel.getByText('Thank you for your message!')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(panel.getByText('Thank you for your message!')).toHaveCount(1);
    await input.fill('Second');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(panel.locator('[data-sender=user]')).toHaveCount(2);
    await page.getByRole('button', { name: 'Close chat' }).click();
    await expect(panel).toHaveCount(0);
  });
});
