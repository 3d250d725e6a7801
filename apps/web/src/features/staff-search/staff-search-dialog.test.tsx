import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeFetch, ok, renderWithProviders } from '../../test/render';
import { staffHit } from '../../test/staff-search';
import { StaffSearchDialog } from './staff-search-dialog';

const hit = staffHit;

describe('staff search dialog', () => {
  it('shows a part serial as its robot, an order found by internal number, and a company, each linked', async () => {
    const requests = fakeFetch(() =>
      ok({
        hits: [
          hit({
            kind: 'part',
            id: 7,
            key: 'MT123',
            partPn: 'AB-MTR-S300B',
            robotSn: 'SN100001',
            modelName: 'S300',
            pn: 'AB-S300',
            year: 2024,
          }),
          hit({
            kind: 'order',
            id: 42,
            key: '42',
            internalNumber: 'PO-77',
            amountMinor: 1995,
            currency: 'USD',
          }),
          hit({ kind: 'company', id: 3, key: 'ClearWater Service' }),
        ],
      }),
    );
    const router = createMemoryRouter(
      [{ path: '*', element: <StaffSearchDialog opened onClose={() => {}} /> }],
      { initialEntries: ['/'] },
    );
    await renderWithProviders(<RouterProvider router={router} />, ['common', 'staffSearch']);
    fireEvent.change(await screen.findByLabelText(/Serial, number, internal number or company/), {
      target: { value: 'po-77' },
    });
    const part = await screen.findByRole('link', { name: /Part MT123, fitted in robot SN100001/ });
    expect(part.getAttribute('href')).toContain('SN100001');
    const order = screen.getByRole('link', { name: /Order #42/ });
    expect(order.textContent).toContain('Internal number PO-77');
    expect(screen.getByRole('link', { name: /Company ClearWater Service/ }).getAttribute('href')).toBe(
      '/admin/companies/3',
    );
    expect(requests.at(-1)?.url.search).toBe('?q=po-77');
  });
});
