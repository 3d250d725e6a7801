import type { Page } from '@playwright/test';
import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const photo = { name: 'photo.png', mimeType: 'image/png', buffer: png };

async function logInAs(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/$/);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Sends the open form and answers the new report's id from the success dialog. */
async function send(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Send to Poolside' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Thank you for your feedback' });
  await expect(dialog).toBeVisible();
  const text = (await dialog.getByText(/Your report #\d+ was sent/).textContent()) ?? '';
  const id = Number(/#(\d+)/.exec(text)?.[1]);
  expect(id).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Send another report' }).click();
  await expect(page.getByText('What is your feedback about?')).toBeVisible();
  return id;
}

test('a technical and a shipment report, handled and closed by staff, the reporter sees it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logInAs(page, 'service@demo.test');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Feedback' }).click();
  await menu.getByRole('link', { name: 'Send feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Customer feedback' })).toBeVisible();

  // Technical issues opens the technical form; an unknown serial shows the robot-not-found dialog and clears it.
  await page.getByRole('button', { name: 'Technical issues' }).click();
  const serial = page.getByRole('textbox', { name: 'Serial number' });
  await serial.fill('NOPE123');
  await serial.blur();
  const notFound = page.getByRole('dialog').filter({ hasText: 'Robot not found' });
  await expect(notFound).toBeVisible();
  await notFound.getByRole('button', { name: 'OK' }).click();
  await expect(serial).toHaveValue('');
  await serial.fill('sn100050');
  await serial.blur();
  await expect(page.getByText('WaveMaster Pro 90')).toBeVisible();
  // Nothing filled: the required fields are marked and nothing is sent.
  await page.getByRole('button', { name: 'Send to Poolside' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).first().click();
  await page.locator('input[type=file]').first().setInputFiles(photo);
  await choose(page, 'Pool surface', 'Other');
  await page.getByRole('textbox', { name: 'Other pool surface' }).fill('Painted concrete');
  await choose(page, 'Pool shape', 'Kidney');
  await choose(page, 'Pool width', '5 m');
  await choose(page, 'Pool length', '10 m');
  await choose(page, 'Water treatment', 'Salt chlorinator');
  await page.getByRole('textbox', { name: 'Failure description' }).fill('Stops after five minutes.');
  await screenshot(page, 'feedback-technical-form');
  const technicalId = await send(page);

  // Robots → Shipment issues → Stuck in customs; changing the sub-type resets the form.
  await page.getByRole('button', { name: 'Robots' }).click();
  await page.getByRole('button', { name: 'Shipment issues' }).click();
  await page.getByRole('button', { name: 'Did not arrive', exact: true }).click();
  await page.getByRole('textbox', { name: 'Invoice number' }).fill('INV-1');
  await page.getByRole('button', { name: 'Stuck in customs' }).click();
  await expect(page.getByRole('textbox', { name: 'Invoice number' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Invoice number' }).fill('INV-24099');
  await choose(page, 'Incoterm', 'FCA (free carrier)');
  await choose(page, 'Shipping method', 'Sea freight');
  await page.getByRole('textbox', { name: 'Description' }).fill('Held at customs for two weeks.');
  await page.locator('input[type=file]').first().setInputFiles(photo);
  const shipmentId = await send(page);
  expect(shipmentId).not.toBe(technicalId);

  // The reporter's history lists both, newest first, as Sent.
  await page.goto('/feedback/history');
  const row = (id: number) => page.getByRole('row', { name: `Feedback report #${id}` });
  await expect(row(shipmentId)).toContainText('Stuck in customs');
  await expect(row(technicalId)).toContainText('Sent');

  // Staff handle the technical report and close it.
  await logInAs(page, 'staff@demo.test');
  await page.goto('/feedback/history');
  await row(technicalId).click();
  await expect(page).toHaveURL(new RegExp(`/feedback/report/${technicalId}$`));
  await expect(page.getByText('Painted concrete')).toBeVisible();
  await choose(page, 'Status', 'Closed');
  await choose(page, 'Complaint type', 'Manufacturer');
  await choose(page, 'Department', 'Production');
  await page.getByRole('textbox', { name: 'Findings' }).fill('Worn tracks.');
  await page.getByRole('textbox', { name: 'Corrective action', exact: true }).fill('New tracks sent.');
  await page.getByRole('textbox', { name: 'Closed by' }).fill('Sam Staff');
  await page.getByRole('button', { name: 'Save and update' }).click();
  const updated = page.getByRole('dialog').filter({ hasText: 'The feedback report was updated.' });
  await expect(updated).toBeVisible();
  await updated.getByRole('button', { name: 'OK' }).click();
  await screenshot(page, 'feedback-handled');

  // The reporter is notified and sees the status and the corrective action, not the internal findings.
  await logInAs(page, 'service@demo.test');
  await page
    .getByRole('button', { name: /Notifications/ })
    .first()
    .click();
  await page.getByText(`Your feedback report #${technicalId} is now Closed.`).click();
  await expect(page).toHaveURL(new RegExp(`/feedback/report/${technicalId}$`));
  await expect(page.getByRole('heading', { name: 'Where your report stands' })).toBeVisible();
  await expect(page.getByText('New tracks sent.')).toBeVisible();
  await expect(page.getByText('Worn tracks.')).toHaveCount(0);
  await expect(page.getByText('Closed').first()).toBeVisible();
  await screenshot(page, 'feedback-reporter-view');
});
