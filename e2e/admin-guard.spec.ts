import { expect, logIn, presetConsent, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

test('a service centre user opening an admin route goes to the dashboard', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'service@demo.test');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Administration' })).toHaveCount(0);
  await page.goto('/admin/x');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

test('an administrator reaches the admin routes', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
});
