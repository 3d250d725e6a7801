import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

test('a distributor manager adds a user, who awaits activation', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'distributor@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/users');
  await expect(page.getByRole('cell', { name: 'riviera@demo.test' })).toBeVisible();
  await page.getByRole('link', { name: 'Add user' }).click();
  await expect(page).toHaveURL(/\/users\/add$/);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Marc Nouveau');
  await page.getByLabel('Service centre ID').fill('3002');
  await page.getByLabel('E-mail').fill('marc@riviera.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret1');
  await page.getByRole('textbox', { name: 'Verify password', exact: true }).fill('secret2');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('Passwords not matching').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Verify password', exact: true }).fill('secret1');
  await screenshot(page, 'users-add');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('The account awaits activation by the provider.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('cell', { name: 'marc@riviera.test' })).toBeVisible();
});

test('the administrator edits a user and activates the pending one', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/users');
  await page.getByRole('cell', { name: 'riviera@demo.test' }).click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Lucía Riviera');
  await page.getByLabel('City').fill('Alicante');
  await page.getByLabel('Zip').fill('03001');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User saved')).toBeVisible();
  await screenshot(page, 'users-edit');
  await page.getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Alicante');

  await page.goto('/users');
  await page.locator('label', { hasText: 'Pending' }).first().click();
  await expect(page.getByRole('cell', { name: 'pending@demo.test' })).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).first().click();
  await expect(page.getByText('User activated')).toBeVisible();
});

test('a user changes the own password with the current one', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'service@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/users/my_profile');
  await page.getByLabel('Current password', { exact: true }).fill('wrong-one');
  await page.getByLabel('New password', { exact: true }).fill('newpass9');
  await page.getByRole('textbox', { name: 'Verify password', exact: true }).fill('newpass9');
  await page.getByRole('button', { name: 'Save' }).click();
  // The server's refusal is shown at the field it names, and goes once the field is changed.
  const current = page.getByLabel('Current password', { exact: true });
  await expect(page.getByText('Incorrect password')).toBeVisible();
  await expect(current).toHaveAccessibleDescription('Incorrect password');
  await current.fill('demo1234');
  await expect(page.getByText('Incorrect password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User saved')).toBeVisible();
  await screenshot(page, 'users-profile-password');
  await page.getByRole('button', { name: 'OK' }).click();

  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'service@demo.test', 'newpass9');
  await expect(page).toHaveURL(/\/$/);
});
