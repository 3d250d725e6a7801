import { expect, logIn, otherColumnsOf, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** dd/MM/yyyy of a day some days ago (UTC, as the screens show date-only values). */
function daysAgo(days: number) {
  const d = new Date(Date.now() - days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

test('robot data: SN100001 under warranty (not updated), SN100002 expired with its repair', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'service@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/repairs/data');
  const serial = page.getByRole('textbox', { name: 'Serial number' });

  await serial.fill('sn100001');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Under warranty' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Warranty updated No' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Warranty type 231/ })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Warranty duration 24 months' })).toBeVisible();
  await expect(page.getByText('No repairs recorded for this robot')).toBeVisible();
  await screenshot(page, 'warranty-robot-data-sn100001');

  await serial.fill('SN100002');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not under warranty' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent repairs' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^AB-MTR-\S+ MT\d{8}$/ }).first()).toBeVisible();
  await screenshot(page, 'warranty-robot-data-sn100002');

  await serial.fill('NOPE123');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Robot not found: check the serial number.')).toBeVisible();
});

test('a service centre updates the warranty with an invoice; the administrator approves it', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'service@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/repairs/data');
  // The side menu's item opens the modal (spec 01: update_warranty is a modal, not a route).
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Update warranty' })
    .click();
  const modal = page.getByRole('dialog', { name: 'Update warranty' });
  // Enter in the serial looks it up (it does not save the form).
  await modal.getByRole('textbox', { name: 'Serial number' }).fill('SN100001');
  await modal.getByRole('textbox', { name: 'Serial number' }).press('Enter');
  await expect(modal.getByText('AquaBot Swift 300 · AB-S300 · 2024')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Sale date (dd/MM/yyyy)' }).fill(daysAgo(10));
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Attach the invoice.')).toBeVisible();
  await modal.locator('input[type="file"]').setInputFiles({
    name: 'invoice-sn100001.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(modal.getByText('invoice-sn100001.png')).toBeVisible();
  await screenshot(page, 'warranty-update-modal');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Warranty updated')).toBeVisible();
  // The robot's new warranty dates.
  await expect(modal.getByText(/^Warranty from \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  // The same serial cannot be updated twice by a partner: the saved form starts empty again, so the
  // second try is typed and attached again and the server refuses it.
  await expect(modal.getByRole('textbox', { name: 'Sale date (dd/MM/yyyy)' })).toHaveValue('');
  await modal.getByRole('textbox', { name: 'Sale date (dd/MM/yyyy)' }).fill(daysAgo(10));
  await modal.locator('input[type="file"]').setInputFiles({
    name: 'invoice-sn100001.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(modal.getByText('invoice-sn100001.png')).toBeVisible();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('The warranty of this serial number was already updated.')).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();

  // The administrator reviews it.
  await page.context().clearCookies();
  await page.goto('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/warranty_updates');
  await expect(page.getByRole('heading', { name: 'Warranty updates' })).toBeVisible();
  await page.locator('label', { hasText: 'To review' }).click();
  const row = page.getByRole('row').filter({ hasText: 'SN100001' });
  await expect(row).toBeVisible();
  // The review state is among the columns a 1280 px screen shows under the row.
  await expect((await otherColumnsOf(row)).getByText('To review')).toBeVisible();
  await expect(row.getByRole('link', { name: 'View the invoice of SN100001' })).toBeVisible();
  await screenshot(page, 'admin-warranty-updates');
  await row.getByRole('link', { name: 'Review the update of SN100001' }).click();

  await expect(page).toHaveURL(/\/admin\/warranty_updates\/SN100001$/);
  await expect(page.getByRole('heading', { name: 'Warranty update' })).toBeVisible();
  await expect(page.getByText('AquaBot Swift 300 · SN100001')).toBeVisible();
  const invoice = page.getByRole('link', { name: /View \/ download the invoice \(invoice-sn100001\.png\)/ });
  await expect(invoice).toHaveAttribute('href', /\/api\/file\?file=\d+$/);
  const file = await page.request.get((await invoice.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/attachment/);
  await expect(page.getByRole('textbox', { name: 'Sale date' })).toHaveValue(daysAgo(10));
  await screenshot(page, 'admin-warranty-update-detail');
  await page.getByRole('button', { name: 'Save and approve' }).click();
  await expect(page.getByText('Warranty updated').first()).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Back to the list' }).click();
  await page.locator('label', { hasText: 'Approved' }).click();
  const approvedRow = page.getByRole('row').filter({ hasText: 'SN100001' });
  await expect((await otherColumnsOf(approvedRow)).getByText('Approved')).toBeVisible();
});

test('the administrator rejects an update after confirming, and searches changed robot parts', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/warranty_updates');
  await page.getByRole('textbox', { name: /Customer, SN, PN or date/ }).fill('SN100003');
  const row = page.getByRole('row').filter({ hasText: 'SN100003' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete the update of SN100003' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the warranty update?' });
  await expect(confirm.getByText(/This cannot be undone/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete the update of SN100003' }).click();
  await confirm.getByRole('button', { name: 'Reject and delete' }).click();
  await expect(page.getByText('The warranty update of SN100003 was deleted.')).toBeVisible();
  await expect(page.getByText('No warranty updates')).toBeVisible();

  // An unknown serial on the update screen: robot not found, back to the list.
  await page.goto('/admin/warranty_updates/NOPE123');
  await expect(page.getByText('Robot not found')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/warranty_updates$/);

  await page.goto('/admin/changed_robot_parts');
  await expect(page.getByText('Enter a robot serial number to see its warranty')).toBeVisible();
  await page.getByRole('textbox', { name: 'Robot SN' }).fill('sn100002');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\?sn=SN100002$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Not under warranty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Documentation and exploded view' })).toHaveAttribute(
    'href',
    '/robots/AB-S200/2021',
  );
  const repairs = page.getByRole('table', { name: 'Repairs' });
  await expect(repairs.getByRole('cell', { name: /^MT\d{8}$/ }).first()).toBeVisible();
  await screenshot(page, 'admin-changed-robot-parts');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  // Type 1 edits the manual warranty end inline.
  await page.getByRole('button', { name: /Manual warranty end:/ }).click();
  await page.getByRole('textbox', { name: 'Manual warranty end' }).fill(daysAgo(-30));
  await page.getByRole('textbox', { name: 'Manual warranty end' }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Under warranty' })).toBeVisible();
});
