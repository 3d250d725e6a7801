import { expect, logIn, screenshot, test } from './fixtures';

test('the banner shows until agreed, stays agreed, and is saved on the user', async ({ page }) => {
  await page.goto('/login');
  const banner = page.getByRole('region', { name: 'Privacy and cookies' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  await screenshot(page, 'consent-banner');
  await banner.getByRole('button', { name: 'I agree' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Agreement given before logging in is carried to the user (gdprApproved).
  await logIn(page, 'service@demo.test');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect
    .poll(async () =>
      page.evaluate(async () => {
        const response = await fetch('/api/dashboard');
        const body = (await response.json()) as { data: { user: { gdprApproved: boolean } } };
        return body.data.user.gdprApproved;
      }),
    )
    .toBe(true);
});

test('a logged-in user agreeing from the banner is saved on the user', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'distributor@demo.test');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Privacy and cookies' });
  await expect(banner).toBeVisible();
  const saved = page.waitForRequest((request) => /\/api\/users\/\d+$/.test(request.url()));
  await banner.getByRole('button', { name: 'I agree' }).click();
  expect((await saved).postDataJSON()).toEqual({ gdprApproved: true });
  await expect(banner).toHaveCount(0);
  // A new browser (no local agreement) does not ask again: the user has agreed.
  await page.evaluate(() => window.localStorage.removeItem('poolside.consent'));
  await page.reload();
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('when the consent text cannot be loaded, the user is logged out', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'staff@demo.test');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.route('**/api/contents/23', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"status":false,"code":-10,"data":null}',
    }),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await page.unroute('**/api/contents/23');
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});
