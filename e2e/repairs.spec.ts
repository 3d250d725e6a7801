import { expect, logIn, otherColumnsOf, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

async function choose(page: import('@playwright/test').Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('SN100001: a report of two lines is managed, sent and shown in the history', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'service@demo.test');
  await expect(page).toHaveURL(/\/$/);
  const robot = await (await page.request.get('/api/robots/sn/SN100001')).json();
  const { motorPN, motorSN } = robot.data;

  await page.goto('/repairs/report/SN100001');
  await expect(page.getByText('Under warranty until')).toBeVisible();
  // Line 1: the drive motor, serial for serial.
  await page.getByLabel('Old part PN').fill(motorPN.toLowerCase());
  await page.getByLabel('Old part SN').fill(motorSN);
  await page.getByLabel('New part PN').fill(motorPN);
  await page.getByLabel('New part SN').fill(motorSN);
  await choose(page, 'Complaint', 'Does not move');
  await choose(page, 'Failure', 'Drive motor failure');
  await page.getByRole('button', { name: 'Add line' }).click();
  await expect(page.getByText('The new serial number must differ from the old one.')).toBeVisible();
  await page.getByLabel('New part SN').fill('MT77770001');
  await page.getByRole('button', { name: 'Add line' }).click();
  await expect(page.getByRole('cell', { name: 'MT77770001' })).toBeVisible();

  // Line 2: two brushes (non-serial, amount chosen), complaint "other" needs a description.
  await page.getByLabel('Old part PN').fill('AB-BRS-01');
  await page.getByLabel('Old part PN').blur();
  await expect(page.getByLabel('Old part SN')).toBeDisabled();
  await choose(page, 'Amount', '2');
  await choose(page, 'Complaint', 'Other (open field)');
  await choose(page, 'Failure', 'Broken mechanical part');
  await page.getByRole('button', { name: 'Add line' }).click();
  await expect(page.getByText('Please describe the failure.')).toBeVisible();
  await page.getByLabel('Description').fill('Brushes torn by a sharp tile edge');
  await page.getByRole('button', { name: 'Add line' }).click();
  await expect(page.getByRole('cell', { name: 'AB-BRS-01' }).first()).toBeVisible();

  await page.getByLabel('Technician').fill('Marc Dupuis');
  await page.getByLabel('Internal number').fill('WO-E2E-1');
  await screenshot(page, 'repairs-report');
  await page.getByRole('button', { name: 'Send repairs' }).click();
  await expect(page.getByText('Your repairs were saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/repairs\/rma$/);
  await page.getByRole('button', { name: 'OK' }).click();

  // Manage: both lines are listed; the new serial and internal number are in the columns a 1280 px
  // screen shows under each row's "Show the other columns"; send all after confirming.
  const motorRow = page.getByRole('row').filter({ hasText: 'SN100001' }).filter({ hasText: motorPN });
  const brushRow = page.getByRole('row').filter({ hasText: 'SN100001' }).filter({ hasText: 'AB-BRS-01' });
  await expect(motorRow).toHaveCount(1);
  await expect(brushRow).toHaveCount(1);
  const motorMore = await otherColumnsOf(motorRow);
  const brushMore = await otherColumnsOf(brushRow);
  await expect(motorMore.getByText('MT77770001', { exact: true })).toBeVisible();
  await expect(motorMore.getByText('WO-E2E-1', { exact: true })).toBeVisible();
  await expect(brushMore.getByText('WO-E2E-1', { exact: true })).toBeVisible();
  await screenshot(page, 'repairs-manage');
  await page.getByRole('button', { name: 'Send all' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send all' });
  await expect(confirm.getByText(/^Send every unsent line as one new RMA\?/)).toBeVisible();
  // A double click on the confirmation sends once and says it was sent (never "Nothing was sent").
  let sends = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/rma/requests') sends += 1;
  });
  await confirm.getByRole('button', { name: 'Send all' }).dblclick();
  const sent = page.getByText(/Your RMA request #\d+ was sent\./);
  await expect(sent).toBeVisible();
  await expect(page.getByText(/Nothing was sent/)).toHaveCount(0);
  expect(sends).toBe(1);
  const id = (await sent.textContent())?.match(/#(\d+)/)?.[1];
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(motorRow).toHaveCount(0);
  await expect(page.getByText('MT77770001', { exact: true })).toHaveCount(0);

  // History: the new RMA is first, in status Sent; its view shows the two lines.
  await page.goto('/repairs/rma_history');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Sent')).toBeVisible();
  await screenshot(page, 'repairs-rma-history');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/repairs/rma_history/${id}$`));
  await expect(page.getByRole('heading', { name: `RMA #${id}` })).toBeVisible();
  await expect((await otherColumnsOf(motorRow)).getByText('MT77770001', { exact: true })).toBeVisible();
  await expect((await otherColumnsOf(brushRow)).getByText('Brushes torn by a sharp tile edge')).toBeVisible();
  await screenshot(page, 'repairs-rma-view');

  // Repair history by serial shows the motor change with its RMA.
  await page.goto('/repairs/history/SN100001');
  await expect(page.getByRole('link', { name: `#${id}` }).first()).toBeVisible();
  await screenshot(page, 'repairs-history');
});

test('a draft line is edited (remark read-only) and deleted after confirmation, in Spanish', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'riviera@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/repairs/rma');
  await expect(page.getByText('Mostrar solo las mías')).toHaveCount(0);
  const edit = page.getByRole('link', { name: /^Editar la línea \d+$/ }).first();
  const id = (await edit.getAttribute('href'))?.split('/').pop();
  await edit.click();
  await expect(page).toHaveURL(new RegExp(`/repairs/rma/line/${id}$`));
  await expect(page.getByRole('heading', { name: `Línea RMA n.º ${id}` })).toBeVisible();
  await expect(page.getByText('Observación del fabricante')).toBeVisible();
  await page.getByLabel('Técnico').fill('Lucia Rossi-Bianchi');
  await screenshot(page, 'repairs-edit-line');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La línea RMA se ha guardado.')).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/repairs\/rma$/);

  await page.getByRole('button', { name: `Eliminar la línea ${id}` }).click();
  await expect(page.getByText('¿Eliminar esta línea RMA? No se puede deshacer.')).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByRole('link', { name: `Editar la línea ${id}` })).toHaveCount(0);
});
