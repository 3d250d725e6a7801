import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

// Issue 17: every list exports Excel and PDF through one menu; a long export shows its progress (rows done of
// the total) in a notification, then the file downloads.
test.beforeEach(async ({ page }) => presetConsent(page));

async function openRmaHistory(page: Page) {
  await page.goto('/login');
  await logIn(page, 'service@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/repairs/rma_history');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
}

async function exportAs(page: Page, format: 'Excel (.xlsx)' | 'PDF') {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: format }).click();
  return download;
}

test('the RMA history exports to Excel and to PDF', async ({ page }) => {
  await openRmaHistory(page);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Excel (.xlsx)' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'PDF' })).toBeVisible();
  await page.keyboard.press('Escape');

  const excel = await exportAs(page, 'Excel (.xlsx)');
  expect(excel.suggestedFilename()).toBe('rma-history.xlsx');
  expect(
    readFileSync(await excel.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  const pdf = await exportAs(page, 'PDF');
  expect(pdf.suggestedFilename()).toBe('rma-history.pdf');
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(page.getByText('rma-history.pdf downloaded')).toBeVisible();
});

/** Holds the job's first answers at "running" (the demo's lists export within a second) so the progress shows. */
async function holdJobsRunning(page: Page) {
  let polls = 0;
  await page.route('**/api/export/jobs', async (route) => {
    polls = 0;
    const response = await route.fetch();
    const body = await response.json();
    body.data = { ...body.data, status: 'running', rowsDone: 0, rowsTotal: null, downloadUrl: null };
    await route.fulfill({ response, json: body });
  });
  await page.route(/\/api\/export\/jobs\/[^/]+$/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    polls++;
    if (polls <= 3) {
      body.data = {
        ...body.data,
        status: 'running',
        rowsDone: 42_000 * polls,
        rowsTotal: 100_000,
        downloadUrl: null,
      };
    }
    await route.fulfill({ response, json: body });
  });
}

test('a long export shows its progress, then downloads', async ({ page }) => {
  await openRmaHistory(page);
  await holdJobsRunning(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  await expect(page.getByText('42,000 of 100,000 rows')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  expect((await download).suggestedFilename()).toBe('rma-history.xlsx');
});

test('a failed export says so', async ({ page }) => {
  await openRmaHistory(page);
  await page.route('**/api/export/jobs', (route) =>
    route.fulfill({ status: 500, json: { status: false, code: -10, data: null } }),
  );
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'PDF' }).click();
  await expect(page.getByRole('dialog')).toContainText('The export could not be made');
});

test('the menu and the progress in English and French, on a desktop and a phone', async ({ page }) => {
  await openRmaHistory(page);
  await holdJobsRunning(page);
  for (const [language, exportWord, excel, progress] of [
    ['eng', 'Export', 'Excel (.xlsx)', /42,000 of 100,000 rows/],
    ['fra', 'Exporter', 'Excel (.xlsx)', /42.000 lignes sur 100.000/],
  ] as const) {
    if (language === 'fra') {
      await page.getByRole('combobox', { name: 'Language' }).selectOption('fra');
      await expect(page.getByRole('heading', { name: 'Historique des RMA' })).toBeVisible();
    }
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      const button = page.getByRole('button', { name: exportWord, exact: true });
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await expect(page.getByRole('menuitem', { name: excel })).toBeVisible();
      await page.waitForTimeout(300); // the menu's opening transition
      await screenshot(page, `export-menu-${language}-${width}`);
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: excel }).click();
      await expect(page.getByText(progress)).toBeVisible();
      await page.waitForTimeout(200);
      await screenshot(page, `export-progress-${language}-${width}`);
      await download;
    }
  }
});
