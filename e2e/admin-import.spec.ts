import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

// Issue 18: the provider administrator loads master data from a file: check report first, then apply.

test.beforeEach(async ({ page }) => presetConsent(page));

const header = 'sn,modelPn,modelYear,productionDate,saleDate,motorPn,motorSn';
const bad = `${header}\nSN880001,AB-S300,2024,01/02/2025,,AB-MTR-S300B,MT88000001\nSN880002,AB-S999,2024,01/02/2025,,,\nSN880003,AB-S300,2024,31/02/2025,,,\n`;
const good = `${header}\nSN880001,AB-S300,2024,01/02/2025,15/03/2025,AB-MTR-S300B,MT88000001\nSN880002,AB-S300,2024,03/02/2025,,,\n`;

test('the administrator uploads a file, reads the check report, fixes it and applies it', async ({
  page,
}) => {
  test.slow();
  await page.goto('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('link', { name: 'Import data' }).click();
  await expect(page).toHaveURL(/\/admin\/import$/);
  await expect(page.getByRole('heading', { name: 'Import master data' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'What the file holds' })).toHaveValue('Serial units');

  // A file with bad rows: every problem with its line, column and reason; nothing written.
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: 'units.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('2 problems: nothing was written')).toBeVisible();
  const issues = page.getByRole('table', { name: 'Problems found in the file' });
  const unknownModel = issues.getByRole('row').filter({ hasText: 'No robot model with this PN and year' });
  await expect(unknownModel.getByRole('cell').first()).toHaveText('3');
  const badDate = issues.getByRole('row').filter({ hasText: 'Not in the expected format' });
  await expect(badDate.getByRole('cell').first()).toHaveText('4');
  await expect(badDate).toContainText('productionDate');
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await screenshot(page, 'admin-import-report');

  // The fixed file passes, then is applied after the confirmation.
  await input.setInputFiles({ name: 'units.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('The file is ready')).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Import applied')).toBeVisible();
  await expect(page.getByText('Created', { exact: true })).toBeVisible();
  await screenshot(page, 'admin-import-applied');

  // The robot is there for the partners' serial lookup.
  const robot = await page.request.get('/api/robots/sn/SN880001');
  expect((await robot.json()).data.motorSN).toBe('MT88000001');
});

test('provider staff (type 2) do not get the import screen', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'staff@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/import');
  await expect(page).toHaveURL(/\/$/);
});
