import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logIn, otherColumnsOf, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

type Robot = Record<string, string>;
const remark = 'Impact damage on the housing: not a warranty case';

async function robotOf(request: APIRequestContext, sn: string): Promise<Robot> {
  return (await (await request.get(`/api/robots/sn/${sn}`)).json()).data;
}

type Option = { id: number; isOther: boolean };

async function optionIds(request: APIRequestContext) {
  const session = (await (await request.get('/api/dashboard')).json()).data;
  const plain = (list: Option[]) => list.find((o) => !o.isOther)!.id;
  return { complaint: plain(session.complaintTypes), failure: plain(session.failureTypes) };
}

/** A new serial of the same shape as an old one (its two-letter prefix and 8 digits). */
const newSerial = (old: string, n: number) => `${old.slice(0, 2)}8888000${n}`;

/** Reports repair lines the way the composer sends them (the composer itself is covered by repairs.spec). */
async function report(page: Page, sn: string, lines: object[]) {
  const res = await page.request.put(`/api/rma/line/${sn}`, {
    data: { technician: 'Marc Dupuis', repairDate: Math.floor(Date.now() / 86400_000) * 86400, lines },
  });
  const body = await res.json();
  expect(body.status, JSON.stringify(body)).toBe(true);
  return body.data as { id: number; underWarranty: boolean }[];
}

async function logOut(page: Page) {
  await page.context().clearCookies();
  await page.goto('/login');
}

test('an admin reviews a sent RMA; the service centre sees the decisions and a notification', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The service centre reports three lines and sends them from its manage screen.
  await page.goto('/login');
  await logIn(page, 'service@demo.test');
  await expect(page).toHaveURL(/\/$/);
  const { complaint, failure } = await optionIds(page.request);
  const valid = await robotOf(page.request, 'SN100001');
  const expired = await robotOf(page.request, 'SN100002');
  const [motor] = await report(page, 'SN100001', [
    {
      oldPN: valid.motorPN,
      oldSN: valid.motorSN,
      newPN: valid.motorPN,
      newSN: newSerial(valid.motorSN, 1),
      complaint,
      failure,
    },
  ]);
  const [pump, psu] = await report(page, 'SN100002', [
    {
      oldPN: expired.pump1PN,
      oldSN: expired.pump1SN,
      newPN: expired.pump1PN,
      newSN: newSerial(expired.pump1SN, 2),
      complaint,
      failure,
    },
    {
      oldPN: expired.psuPN,
      oldSN: expired.psuSN,
      newPN: expired.psuPN,
      newSN: newSerial(expired.psuSN, 3),
      complaint,
      failure,
    },
  ]);
  expect([motor.underWarranty, pump.underWarranty, psu.underWarranty]).toEqual([true, false, false]);
  await page.goto('/repairs/rma');
  await page.getByRole('button', { name: 'Send all' }).click();
  const confirmSend = page.getByRole('dialog', { name: 'Send all' });
  await expect(confirmSend.getByText(/^Send every unsent line as one new RMA\?/)).toBeVisible();
  await confirmSend.getByRole('button', { name: 'Send all' }).click();
  const sent = page.getByText(/Your RMA request #\d+ was sent\./);
  await expect(sent).toBeVisible();
  const id = Number((await sent.textContent())?.match(/#(\d+)/)?.[1]);
  await page.getByRole('button', { name: 'OK' }).click();

  // The admin (type 1) opens the unfinished list: the sent RMA becomes Received.
  await logOut(page);
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/rma');
  await expect(page.getByRole('heading', { name: 'Manage RMA clients' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Status of RMA ${id}` })).toHaveValue('Received');
  const afterOpen = await (await page.request.get(`/api/rma/requests/${id}?admin=true`)).json();
  expect(afterOpen.data.status).toBe('REC');
  await screenshot(page, 'admin-rma-list');

  // The manage screen: the line under warranty is approved automatically.
  const listed = page
    .getByRole('row')
    .filter({ has: page.getByRole('combobox', { name: `Status of RMA ${id}` }) });
  await listed.getByRole('cell', { name: String(id), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/rma/${id}$`));
  await expect(page.getByRole('heading', { name: `#${id}` })).toBeVisible();
  const approved = (line: number) => page.getByRole('radiogroup', { name: `Approved, line ${line}` });
  await expect(approved(motor.id).getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Finish RMA' })).toBeVisible();

  // Approve the pump (goodwill); rejecting the power supply needs a reason first.
  await approved(pump.id).getByRole('radio', { name: 'Yes' }).check();
  await approved(psu.id).getByRole('radio', { name: 'No' }).click();
  await expect(page.getByText('A rejected line needs a reason')).toBeVisible();
  await expect(approved(psu.id).getByRole('radio', { name: 'No' })).not.toBeChecked();
  await page.getByLabel(`Manufacturer remark, line ${psu.id}`).fill(remark);
  await approved(psu.id).getByRole('radio', { name: 'No' }).click();
  await expect(approved(psu.id).getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Finish RMA' })).toBeVisible();

  // Refund info, then finish after confirmation.
  await page.getByLabel('Invoice no.').fill('INV-E2E-1');
  await page.getByLabel('Refund', { exact: true }).fill('80');
  await page.getByRole('button', { name: 'Save refund' }).click();
  await expect(page.getByText('The refund info and labour cost were saved.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await screenshot(page, 'admin-rma-manage');
  const lines = (await (await page.request.get(`/api/rma/requests/${id}?admin=true`)).json()).data.lines;
  const statusOf = (lineId: number) => lines.find((l: { id: number }) => l.id === lineId).status;
  expect([statusOf(motor.id), statusOf(pump.id), statusOf(psu.id)]).toEqual(['APP', 'APP', 'REJ']);
  // "Send all" also sent the centre's older draft out of warranty, still undecided: the finish is refused
  // and names it; deciding it lets the RMA finish.
  const finishRma = async () => {
    await page.getByRole('button', { name: 'Finish RMA' }).click();
    await expect(page.getByText('Finish this RMA?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Finish RMA' }).click();
  };
  await finishRma();
  const undecided = page.getByRole('alert').filter({ hasText: 'The RMA cannot be finished yet' });
  await expect(undecided).toContainText(/Line #\d+ is neither approved nor rejected/);
  await expect(page).toHaveURL(new RegExp(`/admin/rma/${id}$`));
  const undecidedId = Number((await undecided.textContent())?.match(/Line #(\d+)/)?.[1]);
  expect([motor.id, pump.id, psu.id]).not.toContain(undecidedId);
  const undecidedRow = page.getByRole('row', { name: `Line ${undecidedId}`, exact: true });
  await expect(undecidedRow.getByText('Approve or reject this line')).toBeVisible();
  await expect(page.getByText('Approve or reject this line')).toHaveCount(1);
  await approved(undecidedId).getByRole('radio', { name: 'Yes' }).check();
  await expect(undecided).toHaveCount(0);
  await finishRma();
  await expect(page).toHaveURL(/\/admin\/rma$/);
  await expect(page.getByRole('combobox', { name: `Status of RMA ${id}` })).toHaveCount(0);

  // The history lists it (35 a page); opened from there the view is locked.
  await page.goto('/admin/rma_history');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
  await expect(row).toBeVisible();
  await expect((await otherColumnsOf(row)).getByText('INV-E2E-1')).toBeVisible();
  await screenshot(page, 'admin-rma-history');
  // The search asks the server for customer 3001's RMAs only; the new one is among them.
  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/rma/requests?') && new URL(r.url()).searchParams.get('filter') === '3001',
  );
  await page.getByPlaceholder(/^Search/).fill('3001');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const found = (await (await searched).json()).data.rows as { moovexID: string }[];
  expect(found.length).toBeGreaterThan(0);
  expect(found.filter((r) => r.moovexID !== '3001')).toEqual([]);
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/admin/rma_history/${id}$`));
  // Finished, said beside the number and beside the status.
  await expect(page.getByText('Finished', { exact: true })).toHaveCount(2);
  await expect(page.getByText('Finished', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Received', { exact: true })).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Finish RMA' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: remark })).toBeVisible();
  await screenshot(page, 'admin-rma-locked');

  // Unsent lines: the summary per customer (Riviera's drafts), its checkboxes, one customer's lines.
  await page.goto('/admin/not_sent');
  const green = page.getByRole('checkbox', { name: /^Under warranty \(\d+\)$/ });
  const red = page.getByRole('checkbox', { name: /^Not under warranty \(\d+\)$/ });
  await expect(green).toBeChecked();
  await expect(red).toBeChecked();
  const riviera = page.getByRole('link', { name: 'All unsent lines of customer 3002' });
  await expect(riviera).toBeVisible();
  await screenshot(page, 'admin-not-sent');
  // Riviera's drafts are all out of warranty: unticking "not under warranty" hides the row.
  await red.uncheck();
  await expect(riviera).toHaveCount(0);
  await expect(page.getByText('No RMA requests')).toBeVisible();
  await red.check();
  await riviera.click();
  await expect(page).toHaveURL(/\/admin\/not_sent\/3002$/);
  await expect(page.getByRole('heading', { name: /Unsent lines of customer 3002/ })).toBeVisible();
  const removeButtons = page.getByRole('button', { name: /^Remove line \d+$/ });
  // The lines arrive after the heading: wait for them before counting.
  await expect(removeButtons.nth(1)).toBeVisible();
  const before = await removeButtons.count();
  expect(before).toBeGreaterThan(1);
  await screenshot(page, 'admin-not-sent-customer');
  await removeButtons.first().click();
  await expect(page.getByText(/^Remove line #\d+ of robot/)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(removeButtons).toHaveCount(before - 1);

  // The owner sees the decisions, the reason and a notification.
  await logOut(page);
  await logIn(page, 'service@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/repairs/rma_history/${id}`);
  await expect(page.getByRole('heading', { name: `RMA #${id}` })).toBeVisible();
  await expect(page.getByText('Received').first()).toBeVisible();
  // The reason of the rejection is among the power supply line's other columns.
  const psuRow = page.getByRole('row').filter({ hasText: 'SN100002' }).filter({ hasText: expired.psuPN });
  await expect((await otherColumnsOf(psuRow)).getByText(remark)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return packing slip' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Return packing slip' }).click();
  expect((await download).suggestedFilename()).toBe(`rma-${id}-packing-slip.pdf`);
  await screenshot(page, 'admin-rma-owner-view');
  await page.goto('/notifications');
  await expect(page.getByText(`RMA #${id} reviewed`)).toBeVisible();
  await expect(page.getByText(`RMA #${id} updated`)).toBeVisible();
});
