import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

// Issue 18: the provider administrator's companies screens, and the staff search of the top bar.

test.beforeEach(async ({ page }) => presetConsent(page));

test('the administrator creates a company, edits it and deactivates it', async ({ page }) => {
  test.slow();
  await page.goto('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('link', { name: 'Companies' }).click();
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await expect(page.getByRole('cell', { name: 'AquaDistrib Europe' }).first()).toBeVisible();
  await page.getByLabel('Search by number or name').fill('riviera');
  await expect(page.getByRole('cell', { name: 'Riviera Pool Service' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Galil Pools' })).toHaveCount(0);
  await page.getByLabel('Search by number or name').fill('');

  await page.getByRole('link', { name: 'New company' }).click();
  await expect(page).toHaveURL(/\/admin\/companies\/new$/);
  // The contract's rules in the form: nothing is sent while a required field is empty.
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Company number' }).fill('3001');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Costa Blanca Piscinas');
  await page.getByRole('combobox', { name: 'Distributor' }).click();
  await page.getByRole('option', { name: /AquaDistrib Europe/ }).click();
  await page.getByRole('combobox', { name: 'Country' }).fill('Spain');
  await page.getByRole('option', { name: 'Spain' }).click();
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'Euro (EUR)' }).click();
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Create company' }).click();
  // The server's refusal lands at its field: the number is taken (-28).
  await expect(page.getByText('Another company already has this number.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Company number' }).fill('3100');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('The company was created.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/admin\/companies\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Company Costa Blanca Piscinas' })).toBeVisible();
  await expect(page.getByText('This company has no users yet.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Costa Blanca Pools');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The company was saved.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Costa Blanca Pools');
  await screenshot(page, 'companies-edit');

  await page.getByRole('switch', { name: 'Active' }).uncheck({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Deactivate this company?')).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('The company was saved.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Inactive', { exact: true }).first()).toBeVisible();

  await page.goto('/admin/companies');
  // The status filter's option, not the badge of an inactive row the table may already show.
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Inactive', { exact: true }).click();
  await expect(page.getByRole('cell', { name: 'Costa Blanca Pools' })).toBeVisible();
  await screenshot(page, 'companies-list');
});

test('a deactivated company’s user is logged out and cannot log in again', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const galil = await browser.newContext({ baseURL });
  const galilPage = await galil.newPage();
  await presetConsent(galilPage);
  await galilPage.goto('/login');
  await logIn(galilPage, 'galil@demo.test');
  await expect(galilPage).toHaveURL(/\/$/);

  await page.goto('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/companies');
  await page.getByRole('cell', { name: 'Galil Pools' }).click();
  await expect(page.getByRole('heading', { name: 'Company Galil Pools' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'galil@demo.test' })).toBeVisible();
  await page.getByRole('switch', { name: 'Active' }).uncheck({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('The company was saved.')).toBeVisible();

  await galilPage.reload();
  await expect(galilPage).toHaveURL(/\/login/);
  await logIn(galilPage, 'galil@demo.test');
  await expect(galilPage.getByText('Your account has been disabled.', { exact: false })).toBeVisible();
  await galil.close();
});

test('provider staff find an RMA by its number from the top bar; a partner has no search', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'staff@demo.test');
  await expect(page).toHaveURL(/\/$/);
  const answer = await page.request.get('/api/rma/requests?admin=true&pageSize=1');
  const rmaId = (await answer.json()).data.rows[0].id as number;

  await page.getByRole('button', { name: 'Search serial, RMA, order' }).click();
  await page.getByLabel('Serial, number, internal number or company').fill(String(rmaId));
  const hit = page.getByRole('link', { name: new RegExp(`RMA #${rmaId}`) });
  await expect(hit).toBeVisible();
  await screenshot(page, 'staff-search');
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/admin/(rma|rma_history)/${rmaId}$`));

  await page.getByRole('button', { name: 'Search serial, RMA, order' }).click();
  await page.getByLabel('Serial, number, internal number or company').fill('NO-SUCH-THING');
  await expect(page.getByText('Nothing found for “NO-SUCH-THING”.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, 'service@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Search serial, RMA, order' })).toHaveCount(0);
  const refused = await page.request.get('/api/search?q=1');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe(-11);
});
