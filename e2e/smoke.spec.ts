import { expect, screenshot, test } from './fixtures';

test('the app loads and shows the login page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('input[type=email]')).toBeVisible();
  await expect(page.locator('input[type=password]')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Keep me logged in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Update warranty' })).toHaveAttribute('href', /^https?:\/\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await screenshot(page, 'smoke-login');
  expect(errors).toEqual([]);
});

test('the login page fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'smoke-login-phone');
});
