import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

test('dashboard serial search → robot page → workbook, exploded view and large image', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'service@demo.test');
  await expect(page).toHaveURL(/\/$/);
  const search = page.getByRole('searchbox', { name: 'Search brands and robots' });

  // Tiles of the account's brands; a text matching nothing says so.
  await expect(page.getByRole('link', { name: /AquaBot/ }).first()).toBeVisible();
  await search.fill('zzz-nothing');
  await expect(page.getByText('No brands or robots match “zzz-nothing”.')).toBeVisible();

  // A model name finds robot tiles of the account's brands.
  await search.fill('swift 300');
  await expect(page.getByRole('heading', { name: 'Robots', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /AquaBot Swift 300.*AB-S300 · 2024/ })).toBeVisible();

  // A serial finds the robot itself.
  await search.fill('sn100001');
  const tile = page.getByRole('link', { name: /AquaBot Swift 300/ }).filter({ hasText: 'Serial SN100001' });
  await expect(tile).toBeVisible();
  await screenshot(page, 'catalogue-dashboard-search');
  await tile.click();
  await expect(page).toHaveURL(/\/robots\/AB-S300\/2024\/SN100001$/);
  await expect(page.getByRole('heading', { name: 'AquaBot Swift 300 (2024)' })).toBeVisible();

  // Workbook: balloon ids with two decimals, the unit's serials, the non-serial badge.
  await expect(page.getByRole('tab', { name: 'Workbook' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('cell', { name: '2.00' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '9.50' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^MT\d{8}/ })).toBeVisible();
  await expect(page.getByText('non-serial').first()).toBeVisible();
  await expect(page.getByRole('row', { name: /^Pool area \d+M$/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Cable length \d+ m$/ })).toBeVisible();
  await screenshot(page, 'catalogue-robot-page');

  await page.getByRole('button', { name: 'Exploded view' }).click();
  const exploded = page.getByRole('dialog', { name: 'Exploded view' });
  await expect(exploded.getByRole('img', { name: 'Exploded view' })).toBeVisible();
  await screenshot(page, 'catalogue-exploded-view');
  await page.keyboard.press('Escape');
  await expect(exploded).toBeHidden();

  await page.getByRole('button', { name: 'Show large image' }).click();
  await expect(page.getByRole('dialog', { name: 'AquaBot Swift 300' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByRole('link', { name: 'User manual' })).toBeVisible();
  await page.getByRole('tab', { name: 'Certifications' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
});

test('brand tile → brand page with year filter → robot page; a bad robot URL is not found', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'service@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('searchbox', { name: 'Search brands and robots' }).fill('wave');
  await page.getByRole('link', { name: 'WaveMaster', exact: true }).click();
  await expect(page).toHaveURL(/\/brands\/\d+\/WaveMaster$/);
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: '2021' }).click();
  const cards = page.getByRole('link', { name: /WaveMaster/ });
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain('2021');
  await screenshot(page, 'catalogue-brand-page');
  await cards.first().click();
  await expect(page).toHaveURL(/\/robots\/[^/]+\/2021$/);
  await expect(page.getByRole('tab', { name: 'Workbook' })).toBeVisible();

  await page.goto('/robots/NO-SUCH-PN/2024');
  await expect(page).toHaveURL(/\/notFound$/);
});
