import type { Page } from '@playwright/test';
import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

async function logInAs(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/$/);
}

test('QA parameters, a serial popup on the repair report, and the audit log', async ({ page }) => {
  // QA management: a changed parameter is saved, announced and still there after a reload.
  await logInAs(page, 'admin@demo.test');
  await page.goto('/admin/qaManagement');
  await expect(page.getByRole('heading', { name: 'QA management' })).toBeVisible();
  await expect(page.getByText('Never updated')).toBeVisible();
  await page.getByLabel('PS week', { exact: true }).fill('150');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a whole number from 0 to 99')).toBeVisible();
  await page.getByLabel('PS week', { exact: true }).fill('33');
  await page.getByLabel('Prefix 2', { exact: true }).fill('MT');
  await page.getByLabel('Prefix 2 monthly limit').fill('4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('QA params updated')).toBeVisible();
  await expect(page.getByText(/^Last update: \d\d\/\d\d\/\d{4} \d\d:\d\d$/)).toBeVisible();
  await screenshot(page, 'admin-qa-management');
  await page.reload();
  await expect(page.getByLabel('PS week', { exact: true })).toHaveValue('33');
  await expect(page.getByLabel('Prefix 2', { exact: true })).toHaveValue('MT');

  // Popups: a new message, a refused file (nothing imported), then a file with two demo serials.
  await page.goto('/admin/popups');
  await expect(page.getByRole('heading', { name: 'Warranty report popups' })).toBeVisible();
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/popups') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Add message' }).click();
  const id = (await (await created).json()).data.id as number;
  const message = page.getByLabel(`Message #${id}`, { exact: true });
  await expect(message).toBeVisible();
  await message.fill('Check the power supply seal before replacing it (service bulletin 12).');
  const row = page.getByRole('row').filter({ has: message });
  await row.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Message updated')).toBeVisible();

  const fileInput = row.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('sn\nSN100001\nnot a serial\n'),
  });
  await row.getByRole('button', { name: 'Confirm upload' }).click();
  await expect(row.getByText('Line 3: not a valid serial number')).toBeVisible();
  await expect(row.getByText('No serial numbers yet')).toBeVisible();
  await fileInput.setInputFiles({
    name: 'serials.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('sn\nSN100001\nsn100004\n'),
  });
  await row.getByRole('button', { name: 'Confirm upload' }).click();
  await expect(page.getByText('Serial numbers imported: 2')).toBeVisible();
  await expect(row.getByText('SN100001, SN100004')).toBeVisible();
  await screenshot(page, 'admin-popups');

  // The service centre reporting a repair for SN100001 sees the message.
  await logInAs(page, 'service@demo.test');
  await page.goto('/repairs/report/SN100001');
  const popup = page.getByRole('dialog', { name: 'Important information about this robot' });
  await expect(popup).toBeVisible();
  await expect(popup.getByText('Check the power supply seal before replacing it')).toBeVisible();
  await screenshot(page, 'repairs-report-popup');
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'service bulletin 12' })).toBeVisible();
  // A robot not in the list shows no message.
  await page.goto('/repairs/report/SN100002');
  await expect(page.getByText('Not under warranty')).toBeVisible();
  await expect(page.getByText('service bulletin 12')).toHaveCount(0);

  // The audit log lists the QA change (who, what, in words) and opens its before/after.
  await logInAs(page, 'admin@demo.test');
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'QA parameters updated' }).click();
  const qaRow = page.getByRole('row').filter({ hasText: 'QA parameters' });
  await expect(qaRow).toHaveCount(1);
  await expect(qaRow.getByText('admin@demo.test')).toBeVisible();
  await expect(qaRow.getByText('PS week, Prefix 2, Prefix 2 monthly limit')).toBeVisible();
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Serial numbers imported' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Warranty report message' })).toHaveCount(1);
  await page.goto('/admin/audit');
  const qaEntry = page.getByRole('row').filter({ hasText: 'QA parameters updated' }).first();
  await expect(qaEntry).toBeVisible();
  await screenshot(page, 'admin-audit');
  await qaEntry.click();
  const entry = page.getByRole('dialog', { name: /Audit entry #\d+/ });
  // The change as a readable table: the field in words, before and after.
  await expect(entry.getByRole('row', { name: /PS week .*33/ })).toBeVisible();
  await expect(entry.getByText('psWeek')).toHaveCount(0);
  await screenshot(page, 'admin-audit-entry');
});

test('the admin screens are refused to partners, in the browser and on the server', async ({ page }) => {
  await logInAs(page, 'service@demo.test');
  for (const path of ['/admin/qaManagement', '/admin/popups', '/admin/audit']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  for (const url of ['/api/dashboard/qaParams', '/api/popups', '/api/audit']) {
    const res = await page.request.get(url);
    expect(res.status()).toBe(403);
    expect((await res.json()).code).toBe(-11);
  }
});
