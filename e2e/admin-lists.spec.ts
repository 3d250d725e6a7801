import { expect, logIn, test } from './fixtures';

// The admin RMA lists paged on the server (issue 12): history (keyset pages, search), unfinished RMAs (the
// SNT → REC marking of the rows shown) and the not-sent summary (warranty checkboxes on the server).
test('the admin RMA lists page, search and filter on the server', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/$/);

  // Unfinished RMAs: the SNT ones shown become Received, on the server too.
  const sentBefore = await (
    await page.request.get('/api/rma/requests/unfinished?admin=true&status=SNT')
  ).json();
  expect(sentBefore.data.total).toBeGreaterThan(0);
  const snt = sentBefore.data.rows[0].id;
  await page.goto('/admin/rma');
  await expect(page.getByRole('heading', { name: 'Manage RMA clients' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Status of RMA ${snt}` })).toHaveValue('Received');
  await expect
    .poll(
      async () => (await (await page.request.get(`/api/rma/requests/${snt}?admin=true`)).json()).data.status,
    )
    .toBe('REC');
  await page.getByLabel('Filter').fill('Riviera');
  await expect(page.getByRole('cell', { name: '3001', exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: '3002', exact: true }).first()).toBeVisible();

  // History: 35 a page; the next page comes by cursor; the search narrows on the server.
  await page.goto('/admin/rma_history');
  const rows = page.getByRole('table', { name: 'RMA history' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const historyAnswer = page.waitForResponse((r) => r.url().includes('/api/rma/requests?') && r.ok());
  await page.getByPlaceholder(/^Search/).fill('3002');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const searched = await (await historyAnswer).json();
  expect(searched.data.rows.every((r: { moovexID: string }) => r.moovexID === '3002')).toBe(true);
  await expect(page.getByRole('cell', { name: '3001', exact: true })).toHaveCount(0);

  // Not sent: the checkboxes keep customers on the server; Riviera's drafts are all out of warranty.
  await page.goto('/admin/not_sent');
  const red = page.getByRole('checkbox', { name: /^Not under warranty \(\d+\)$/ });
  const riviera = page.getByRole('link', { name: 'All unsent lines of customer 3002' });
  await expect(riviera).toBeVisible();
  await red.uncheck();
  await expect(riviera).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /^Not under warranty \(\d+\)$/ })).not.toBeChecked();
  await red.check();
  await expect(riviera).toBeVisible();
});
