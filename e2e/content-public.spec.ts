import { expect, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

test('about us is readable logged out, with a way back to the login', async ({ page }) => {
  await page.goto('/about_us');
  await expect(page.getByRole('heading', { name: 'About us' })).toBeVisible();
  await expect(page.getByText(/Poolside Robotics designs and builds/)).toBeVisible();
  await screenshot(page, 'content-about-logged-out');
  await page.getByRole('link', { name: /login/i }).first().click();
  await expect(page).toHaveURL(/\/login$/);
});
