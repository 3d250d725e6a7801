import { expect, logIn, presetConsent, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

// Defect 5 (issue 13): a screen opened first in its tab (a link from an e-mail, a new tab, the login's
// redirect) has no earlier portal page; the portal's Back button must not leave the portal then.
test('Back on a screen opened by a link goes up within the portal, not to the blank page before it', async ({
  page,
}) => {
  await page.goto('/repairs/rma_history');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await logIn(page, 'service@demo.test');
  await expect(page).toHaveURL(/\/repairs\/rma_history$/);
  await page.getByRole('table').getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/repairs\/rma_history\/\d+$/);
  // Back after moving inside the portal: the previous screen.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/repairs\/rma_history$/);
  // Back again and again: every step stays in the portal and ends on the dashboard (before the fix the
  // first screen of the tab sent the browser back to its blank page).
  for (let step = 0; step < 4 && new URL(page.url()).pathname !== '/'; step++) {
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\//);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  }
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
});

test('Back on a detail opened directly goes to its list', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'service@demo.test');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  const id = await page.evaluate(async () => {
    const answer = await (await fetch('/api/rma/requests?page=1&pageSize=1')).json();
    return answer.data.rows[0].id as number;
  });
  // A new tab on the RMA (as from a notification e-mail).
  const tab = await page.context().newPage();
  await tab.goto(`/repairs/rma_history/${id}`);
  await expect(tab.getByRole('heading', { name: `RMA #${id}` })).toBeVisible();
  await tab.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(tab).toHaveURL(/\/repairs\/rma_history$/);
  await expect(tab.getByRole('heading', { name: 'RMA history' })).toBeVisible();
});
