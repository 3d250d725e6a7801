import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

test('a wrong password says "Login Invalid"', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'distributor@demo.test', 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('Login Invalid');
  await screenshot(page, 'login-invalid');
});

test('log in to the dashboard, then log out', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'distributor@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  // The dashboard has no back button; the distributor type has the warranty button.
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Update warranty' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Brands and robots' })).toBeVisible();
  await screenshot(page, 'dashboard-distributor');

  // A logged-in user opening the login page goes to /.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('the dashboard search filters the brand tiles', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'service@demo.test');
  const search = page.getByLabel('Search brands and robots');
  await expect(search).toBeVisible();
  const tiles = page.getByRole('main').getByRole('listitem');
  const all = await tiles.count();
  expect(all).toBeGreaterThan(0);
  await search.fill('zzz-no-such-brand');
  await expect(page.getByText(/No brands or robots match/)).toBeVisible();
  await search.fill('');
  await expect(tiles).toHaveCount(all);
});

test('the shell works on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/login');
  await logIn(page, 'distributor@demo.test');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.getByRole('button', { name: 'Show or hide the menu' }).click();
  await page.getByRole('link', { name: 'Compatibility' }).click();
  await expect(page).toHaveURL(/\/compatibility$/);
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'shell-phone');
});
