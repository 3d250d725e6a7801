import { ModalsProvider } from '@mantine/modals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeedbackDialogHost } from '../../../components/feedback-dialogs';
import { cart as cartFixture } from '../../../test/orders';
import { type FakeRequest, fail, fakeFetch, ok, renderWithProviders } from '../../../test/render';
import { CartLines } from './cart-lines';

// One brush line in US dollars, priced for sea shipping (the shared fixture).
const cart = cartFixture();

async function renderLines() {
  const requests = fakeFetch((request) =>
    request.method === 'PUT' && request.url.pathname === '/api/cart'
      ? ok(cart)
      : fail(-6, 400, { field: 'items.0.quantity' }),
  );
  await renderWithProviders(
    <ModalsProvider>
      <CartLines cart={cart} isEditable />
      <FeedbackDialogHost />
    </ModalsProvider>,
    ['common', 'spares'],
  );
  return { requests, field: screen.getByLabelText('Quantity of AB-BRS-01') as HTMLInputElement };
}

const puts = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'PUT');

describe('a cart line quantity', () => {
  it('emptied to retype it: the field says it is required, nothing is sent, no error dialog', async () => {
    const { requests, field } = await renderLines();
    expect(field.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(await screen.findByText('This field is required', undefined, { timeout: 3000 })).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Typing a quantity clears the message and saves it.
    fireEvent.change(field, { target: { value: '7' } });
    expect(screen.queryByText('This field is required')).toBeNull();
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(puts(requests)).toHaveLength(1), { timeout: 3000 });
    expect(puts(requests)[0].body).toEqual({ items: [{ pn: 'AB-BRS-01', quantity: 7 }] });
  });

  it('0 confirmed is not a removal: the contract\'s "at least 1" at the field, nothing sent', async () => {
    const { requests, field } = await renderLines();
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('At least 1', undefined, { timeout: 3000 })).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the totals of a cart shipped the partner\'s own way ("other")', () => {
  it('say the shipping is to be confirmed, never a price of 0', async () => {
    fakeFetch(() => ok(cart));
    await renderWithProviders(
      <CartLines
        cart={{ ...cart, shippingMethod: 'OTHER', shippingPrice: 0, totalPrice: 7980 }}
        isEditable={false}
      />,
      ['common', 'spares'],
    );
    expect(screen.getByText('Shipping (Other)')).toBeTruthy();
    expect(screen.getByText('To be confirmed')).toBeTruthy();
    expect(screen.queryByText('$0.00')).toBeNull();
    expect(screen.getByTestId('order-total').textContent).toBe('$79.80');
  });
});
