import type { Page } from '@playwright/test';
import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

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

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function logInAs(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/$/);
}

async function closeDialog(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
}

test('SN100002: the five stages, the maker reply, and the requester sees it', async ({ page }) => {
  test.setTimeout(150_000);
  await logInAs(page, 'service@demo.test');
  // The side menu's entry opens the wizard.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Complete units' }).click();
  await menu.getByRole('link', { name: 'New request' }).click();
  await expect(page.getByRole('heading', { name: 'New complete-unit request' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Send request' });
  await expect(submit).toHaveCount(0);

  // 1. Robot info: an unknown serial is refused and clears the robot; SN100002 is found.
  const serial = page.getByRole('textbox', { name: 'Robot serial number' });
  await serial.fill('NOPE1');
  await serial.blur();
  await expect(page.getByText('Robot not found: check the serial number.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Part number' })).toHaveValue('');
  await serial.fill('sn100002');
  await serial.blur();
  await expect(page.getByRole('textbox', { name: 'Part number' })).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Arrival date' }).fill(daysAgo(1));
  await expect(page.getByRole('button', { name: /Robot info/ }).getByLabel('Stage complete')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).first().click();

  // 2. Customer details with the invoice.
  await page.getByRole('textbox', { name: 'First name' }).fill('Léa');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Moreau');
  await page.getByRole('textbox', { name: 'City' }).fill('Lyon');
  await page.getByRole('textbox', { name: 'Purchase date' }).fill(daysAgo(400));
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'invoice-sn100002.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('invoice-sn100002.png')).toBeVisible();
  await page
    .getByRole('region', { name: 'Customer details' })
    .getByRole('button', { name: 'Continue' })
    .click();

  // 3. Failure details: "Other (open field)" asks for a description.
  await choose(page, 'Complaint', 'Other (open field)');
  await page.getByRole('textbox', { name: 'Describe the complaint' }).fill('Stops after ten minutes');
  await choose(page, 'Suspicious part', 'Motor');
  await choose(page, 'Pool surface', 'Mosaic ceramic');
  await choose(page, 'Pool shape', 'Kidney');
  await page
    .getByRole('region', { name: 'Failure details' })
    .getByRole('button', { name: 'Continue' })
    .click();

  // 4. Investigated failure.
  await page.getByRole('textbox', { name: 'Technician comments' }).fill('Drive motor burnt out.');
  await page
    .getByRole('region', { name: 'Investigated failure' })
    .getByRole('button', { name: 'Continue' })
    .click();

  // 5. Actions done: a new unit needs its serial before the send button appears.
  await page.getByRole('radio', { name: 'New unit' }).check();
  await expect(submit).toHaveCount(0);
  await page.getByRole('textbox', { name: 'New serial number' }).fill('sn100060');
  await expect(submit).toBeVisible();
  await screenshot(page, 'complete-unit-wizard');
  await submit.click();
  await closeDialog(page, /Request #\d+ was sent/);
  await expect(page).toHaveURL(/\/repairs\/complete_unit_reports$/);
  const row = page.getByRole('row', { name: /robot SN100002/ });
  await expect(row.getByText('Sent')).toBeVisible();
  await expect(row.getByText('Not credited')).toBeVisible();
  await screenshot(page, 'complete-unit-reports-service');

  // The maker's administrator answers it.
  await logInAs(page, 'admin@demo.test');
  await page.goto('/repairs/complete_unit_reports');
  await page.getByRole('row', { name: /robot SN100002/ }).click();
  await expect(page.getByText(/Filed by .* \(3001 /)).toBeVisible();
  await page.getByRole('button', { name: "Maker's reply" }).click();
  await choose(page, 'Status', 'Approved');
  await page.getByRole('textbox', { name: 'Credit amount' }).fill('150');
  await choose(page, 'Currency', 'EUR');
  await page.getByRole('textbox', { name: "Maker's comment" }).fill('Motor failure confirmed.');
  await page.getByRole('button', { name: 'Save' }).click();
  await closeDialog(page, 'The request was saved.');
  await screenshot(page, 'complete-unit-reply-admin');

  // The requester sees the answer, in the list and in the request (read-only now).
  await logInAs(page, 'service@demo.test');
  await page.goto('/repairs/complete_unit_reports');
  const answered = page.getByRole('row', { name: /robot SN100002/ });
  await expect(answered.getByText('Approved')).toBeVisible();
  await expect(answered.getByText('€150.00')).toBeVisible();
  await answered.click();
  await expect(
    page.getByText('The maker has taken this request in: it can no longer be changed.'),
  ).toBeVisible();
  // An answered request opens on the reply, which reads as text.
  const reply = page.getByRole('region', { name: "Maker's reply" });
  await expect(reply.getByText('Motor failure confirmed.')).toBeVisible();
  await expect(reply.getByText('Approved')).toBeVisible();
  await expect(reply.getByText('€150.00')).toBeVisible();
  await expect(reply.getByRole('textbox')).toHaveCount(0);
  // The invoice it attached opens through the request.
  await page.getByRole('button', { name: /Customer details/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Open the invoice (invoice-sn100002.png)' }).click();
  expect((await download).suggestedFilename()).toBe('invoice-sn100002.png');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  // Phone width, then French.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/repairs/complete_unit_reports');
  await expect(page.getByRole('row', { name: /robot SN100002/ })).toBeVisible();
  await screenshot(page, 'complete-unit-reports-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fra');
  await expect(page.getByRole('heading', { name: 'Demandes d’unité complète' })).toBeVisible();
  await expect(page.getByRole('row', { name: /robot SN100002/ }).getByText('Approuvé')).toBeVisible();
  await screenshot(page, 'complete-unit-reports-fra');
  await page.goto('/repairs/complete_unit_request');
  await expect(page.getByRole('heading', { name: 'Nouvelle demande d’unité complète' })).toBeVisible();
  await screenshot(page, 'complete-unit-wizard-fra');
});

test('an edit of a request another company owns shows the error and goes back to the list', async ({
  page,
}) => {
  await logInAs(page, 'galil@demo.test');
  const list = await (await page.request.get('/api/completeUnits?pageSize=50')).json();
  expect(list.data.rows.every((r: { moovexID: string }) => r.moovexID === '3003')).toBe(true);
  // Request 1 of the demo belongs to service centre 3001.
  await page.goto('/repairs/complete_unit_requests/1');
  // Another company's request reads as not found (-15), not as a crash.
  await closeDialog(page, /Not found/);
  await expect(page).toHaveURL(/\/repairs\/complete_unit_reports$/);
});
