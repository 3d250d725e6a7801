import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeFeedbackDialog, FeedbackDialogHost } from '../../../components/feedback-dialogs';
import { type FakeAnswer, fail, fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { UpdateWarrantyModal } from './update-warranty-modal';

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;
const robot = {
  sn: 'SN100001',
  pn: 'AB-S300',
  name: 'Aquabot S300',
  year: 2024,
  productionDate: utc('2024-02-01'),
  warrantyStart: utc('2024-02-01'),
  warrantyEnd: utc('2026-02-01'),
  warrantyUpdated: false,
};

function fakeServer(save: () => FakeAnswer, eligibility: () => FakeAnswer = () => ok(robot)) {
  return fakeFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/warranty/SN100001/eligibility') return eligibility();
    if (path === '/api/upload') return ok({ id: 9, name: 'invoice.pdf' });
    if (path === '/api/warranty/SN100001' && request.method === 'POST') return save();
    return fail(-1, 404);
  });
}

async function renderModal(initialSn = 'SN100001') {
  await renderWithProviders(
    <ModalsProvider>
      <UpdateWarrantyModal opened onClose={() => {}} initialSn={initialSn} />
      <FeedbackDialogHost />
    </ModalsProvider>,
    ['common', 'warranty'],
  );
}

async function fillAndSave(saleDate: string) {
  await renderModal();
  fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
  await screen.findByText(/Aquabot S300/);
  fireEvent.change(screen.getByLabelText(/Sale date/, { selector: 'input' }), {
    target: { value: saleDate },
  });
  const file = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
    target: { files: [file] },
  });
  await screen.findByText('invoice.pdf');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('update warranty modal', () => {
  beforeEach(() => closeFeedbackDialog());

  it('shows a failed save in the one error dialog (with the request id), not in the modal', async () => {
    fakeServer(() => fail(-10, 500));
    await fillAndSave('10/03/2024');
    const dialog = await screen.findByRole('dialog', { name: 'Oops... Something went wrong!' });
    expect(within(dialog).getByText('The operation failed. Please try again.')).toBeTruthy();
    expect(within(dialog).getByText('req-test-1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says the sale date is before the robot's production date, at the date", async () => {
    const requests = fakeServer(() =>
      fail(-6, 400, { field: 'saleDate', fields: ['saleDate'], reason: 'beforeProduction' }),
    );
    await fillAndSave('10/01/2024');
    expect(
      await screen.findByText("The sale date cannot be before the robot's production date (01/02/2024)."),
    ).toBeTruthy();
    expect(screen.queryByText('The operation failed. Please try again.')).toBeNull();
    const post = requests.find((r) => r.url.pathname === '/api/warranty/SN100001');
    expect(post?.body).toEqual({ saleDate: utc('2024-01-10'), invoice: 9 });
  });

  it('says the sale date is in the future, and clears the message once the date changes', async () => {
    fakeServer(() => fail(-6, 400, { field: 'saleDate', fields: ['saleDate'], reason: 'future' }));
    await fillAndSave('10/01/2025');
    expect(await screen.findByText('The sale date cannot be in the future.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Sale date/, { selector: 'input' }), {
      target: { value: '11/01/2025' },
    });
    await waitFor(() => expect(screen.queryByText('The sale date cannot be in the future.')).toBeNull());
  });

  it('drops "Warranty updated" when a second save is refused by the required rule (issue 13)', async () => {
    fakeServer(() => ok(robot));
    await fillAndSave('10/01/2024');
    expect(await screen.findByText('Warranty updated')).toBeTruthy();
    // The saved form is emptied: a second Save names the required fields, and only them.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Attach the invoice.')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(screen.queryByText('Warranty updated')).toBeNull();
  });

  it('drops "Warranty updated" once the form changes after a save (issue 13)', async () => {
    fakeServer(() => ok(robot));
    await fillAndSave('10/01/2024');
    expect(await screen.findByText('Warranty updated')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Sale date/, { selector: 'input' }), {
      target: { value: '11/01/2024' },
    });
    await waitFor(() => expect(screen.queryByText('Warranty updated')).toBeNull());
  });

  it("says another company's robot is not the partner's to update (-11, issue 19)", async () => {
    fakeServer(() => fail(-11, 403, { field: 'sn', fields: ['sn'] }));
    await fillAndSave('10/01/2024');
    expect(await screen.findByText(/This robot was delivered to another company/)).toBeTruthy();
    expect(screen.queryByText('The operation failed. Please try again.')).toBeNull();
  });

  it('looks the serial up on Enter with the server’s answer: another company’s robot is refused at the serial', async () => {
    const requests = fakeServer(
      () => ok(robot),
      () => fail(-11, 403, { field: 'sn', fields: ['sn'] }),
    );
    await renderModal('');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Serial number' }), 'sn100001{Enter}');
    const serial = screen.getByRole('textbox', { name: 'Serial number' });
    await waitFor(() => expect(serial.getAttribute('aria-invalid')).toBe('true'));
    const said = document.getElementById(serial.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
    expect(said?.textContent).toMatch(/This robot was delivered to another company/);
    // Enter looked the serial up and sent nothing else: no upload, no save.
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'GET /api/warranty/SN100001/eligibility',
    ]);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('looks the serial up when the field is left, and says an already updated serial there', async () => {
    fakeServer(
      () => ok(robot),
      () => fail(-14, 422, { field: 'sn', fields: ['sn'] }),
    );
    await renderModal('');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Serial number' }), 'SN100001');
    await user.tab();
    expect(await screen.findByText('The warranty of this serial number was already updated.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Serial number' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the robot’s new warranty dates after a save', async () => {
    fakeServer(() =>
      ok({
        ...robot,
        warrantyUpdated: true,
        warrantyStart: utc('2024-03-10'),
        warrantyEnd: utc('2026-03-10'),
      }),
    );
    await fillAndSave('10/03/2024');
    expect(await screen.findByText('Warranty updated')).toBeTruthy();
    expect(screen.getByText('Warranty from 10/03/2024 to 10/03/2026')).toBeTruthy();
  });
});
