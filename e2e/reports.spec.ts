import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

async function logInAs(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/$/);
}

async function chooseReport(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Report type' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test('an admin builds a report, sees its chart and table, and downloads it as Excel', async ({ page }) => {
  await logInAs(page, 'admin@demo.test');
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { name: 'Statistics reports' })).toBeVisible();

  // The report type is required, at the field.
  await page.getByRole('button', { name: 'Create report' }).click();
  await expect(page.getByText('Choose a report type')).toBeVisible();

  // Feedback of the last year (the form's default range): the demo's reports, per month.
  await chooseReport(page, 'Feedback');
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
  await page.getByRole('button', { name: 'Create report' }).click();
  const table = page.getByRole('table', { name: 'Table of the report Feedback' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('button', { name: /^Period/ })).toBeVisible();
  const chart = page.getByRole('img', { name: 'Chart of the report Feedback' });
  await expect(chart).toBeVisible();
  // Bars drawn for the months that counted something; the table shows the same months.
  await expect(chart.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  const shownRows = await table.locator('tbody tr').count();
  expect(shownRows).toBeGreaterThanOrEqual(12);
  await screenshot(page, 'reports-feedback');

  // The Excel file: the same rows under the same headers.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statistics-feedback-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.xlsx$/);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Period',
    'Reports',
    'Sent',
    'Received',
    'Processing',
    'Closed',
  ]);
  expect(sheet.rowCount - 1).toBe(shownRows);
  const excelTotal = sheet
    .getColumn(2)
    .values.slice(2)
    .reduce<number>((sum, v) => sum + Number(v ?? 0), 0);
  expect(excelTotal).toBeGreaterThan(0);

  // The admin's own login of a minute ago is in the users logins report.
  await chooseReport(page, 'Users logins');
  await page.getByRole('button', { name: 'Create report' }).click();
  const logins = page.getByRole('table', { name: 'Table of the report Users logins' });
  await expect(logins.getByRole('row').filter({ hasText: 'admin@demo.test' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Chart of the report Users logins' })).toBeVisible();

  // Nothing counted: the noRepairHistory warning, no chart and no download.
  await chooseReport(page, 'RMA');
  await page.getByRole('textbox', { name: 'Customer number' }).fill('NOBODY-0');
  await page.getByRole('button', { name: 'Create report' }).click();
  await expect(page.getByText('Nothing to report')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Excel' })).toHaveCount(0);
});

test('a partner cannot open /reports', async ({ page }) => {
  await logInAs(page, 'service@demo.test');
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Statistics reports' })).toHaveCount(0);
});
