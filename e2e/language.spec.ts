import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

test('the language picker switches the texts and the choice is saved on the user', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'distributor@demo.test');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Language' });
  await expect(picker.locator('option')).toHaveText(['English', 'Français', 'Español']);
  const saved = page.waitForRequest((request) => /\/api\/users\/\d+$/.test(request.url()));
  await picker.selectOption('fra');
  expect((await saved).postDataJSON()).toEqual({ language: 'fra' });
  await expect(page.getByRole('heading', { name: /Bienvenue/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await screenshot(page, 'dashboard-french');

  await page.reload();
  await expect(page.getByRole('heading', { name: /Bienvenue/ })).toBeVisible();

  // The user's language follows them to another browser (no local choice).
  await page.evaluate(() => window.localStorage.removeItem('poolside.language'));
  await page.reload();
  await expect(page.getByRole('heading', { name: /Bienvenue/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('fra');
});

test('the login page can be read in Spanish', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('spa');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await screenshot(page, 'login-spanish');
});
