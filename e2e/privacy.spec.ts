import type { Page } from '@playwright/test';
import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

// Issue 19: a provider administrator erases an end customer's personal data on request, after a confirmation;
// provider staff (type 2) are not offered the action.

test.beforeEach(async ({ page }) => presetConsent(page));

async function logInAs(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/$/);
}

test('an administrator erases a complete-unit customer’s data; staff are not offered it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logInAs(page, 'staff@demo.test');
  await page.goto('/repairs/complete_unit_requests/1');
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: "Erase customer's personal data" })).toHaveCount(0);

  await logInAs(page, 'admin@demo.test');
  await page.goto('/repairs/complete_unit_requests/1');
  const erase = page.getByRole('button', { name: "Erase customer's personal data" });
  await expect(erase).toBeVisible();
  await screenshot(page, 'privacy-erase-1366-eng');

  // Cancel first: nothing happens.
  await erase.click();
  const confirm = page.getByRole('dialog').filter({ hasText: "Erase the customer's personal data?" });
  await expect(confirm).toBeVisible();
  await screenshot(page, 'privacy-confirm-1366-eng');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  await erase.click();
  await confirm.getByRole('button', { name: 'Erase', exact: true }).click();
  const done = page.getByRole('dialog').filter({ hasText: "The customer's personal data was erased." });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();

  // Again: nothing is left to erase.
  await erase.click();
  await confirm.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(page.getByText('There was no personal data left to erase.')).toBeVisible();
});

test('the action in French on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, 'admin@demo.test');
  await page.goto('/feedback/report/1');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
  const erase = page.getByRole('button', { name: 'Effacer les données personnelles du client' });
  await expect(erase).toBeVisible();
  await screenshot(page, 'privacy-erase-390-fra');
  await erase.click();
  await expect(
    page.getByRole('dialog').filter({ hasText: 'Effacer les données personnelles du client ?' }),
  ).toBeVisible();
  await screenshot(page, 'privacy-confirm-390-fra');
});
