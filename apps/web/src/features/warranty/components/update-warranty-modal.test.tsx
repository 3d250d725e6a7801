import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, fail, fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { UpdateWarrantyModal } from './update-warranty-modal';

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;
const robot = {
  sn: 'SN100001',
  pn: 'AB-S300',
  name: 'Aquabot S300',
  year: 2024,
  productionDate: utc('2024-02-01'),
};

function fakeServer(save: () => FakeAnswer) {
  return fakeFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/robots/sn/SN100001') return ok(robot);
    if (path === '/api/upload') return ok({ id: 9, name: 'invoice.pdf' });
    if (path === '/api/warranty/SN100001' && request.method === 'POST') return save();
    return fail(-1, 404);
  });
}

async function fillAndSave(saleDate: string) {
  await renderWithProviders(
    <ModalsProvider>
      <UpdateWarrantyModal opened onClose={() => {}} initialSn="SN100001" />
    </ModalsProvider>,
    ['common', 'warranty'],
  );
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
});
