import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

test('compatibility lookup: old → new PN with descriptions, ordering link, export, none found', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'service@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/compatibility');
  await expect(page.getByRole('heading', { name: 'Spare-part compatibility' })).toBeVisible();

  await page.getByLabel('Part number').fill('ab-brs-01');
  await expect(page.getByLabel('Part number')).toHaveValue('AB-BRS-01');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row', { name: /AB-BRS-01.*AB-BRS-02/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'AB-BRS-02' })).toHaveAttribute(
    'href',
    '/spares/make_order/AB-BRS-02',
  );
  await screenshot(page, 'compatibility-found');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  await page.getByLabel('Part number').fill('NO-SUCH-PART');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No compatibility found for this part number')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeHidden();
});
