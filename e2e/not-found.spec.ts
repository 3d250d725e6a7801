import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

test('an unmatched route shows the not-found page to a logged-in user', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'service@demo.test');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/notFound$/);
  await expect(page.getByText('the URL may be misplaced or the page is no longer available')).toBeVisible();
  await screenshot(page, 'not-found');
});

test('a logged-out visitor of an unmatched route ends on the login', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login$/);
});
