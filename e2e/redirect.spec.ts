import { expect, logIn, presetConsent, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

test('a logged-out visit to an authenticated page returns there after login', async ({ page }) => {
  await page.goto('/spares/orders?tab=open');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fspares%2Forders%3Ftab%3Dopen$/);
  await logIn(page, 'distributor@demo.test');
  await expect(page).toHaveURL(/\/spares\/orders\?tab=open$/);
});

test('the redirect query cannot lead off the site', async ({ page }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2F');
  await logIn(page, 'distributor@demo.test');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

test('a page view is recorded one second after a navigation', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'service@demo.test');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  const pageView = page.waitForRequest(
    (request) => request.url().endsWith('/api/statistics/pageView') && request.method() === 'POST',
  );
  const started = Date.now();
  await page.getByRole('link', { name: 'FAQ' }).click();
  const request = await pageView;
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  expect(request.postDataJSON()).toEqual({ path: '/faq' });
});

test('/login records no page view: fresh, with a quick login, and after the logout redirect', async ({
  page,
}) => {
  const views: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/statistics/pageView') && request.method() === 'POST')
      views.push(request.postDataJSON().path);
  });
  await page.goto('/login');
  // A login within the page-view second (a password manager) is no page view of /login.
  await logIn(page, 'service@demo.test');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.waitForTimeout(1500);
  await page.goto('/login');
  await page.waitForTimeout(1500);
  expect(views.filter((path) => path === '/login')).toEqual([]);
});
