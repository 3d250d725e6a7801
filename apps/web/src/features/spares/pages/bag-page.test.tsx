import { ErrorCode } from '@poolside/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cart } from '../../../test/orders';
import { renderRoutes } from '../../../test/render';
import { errorAt, fieldInput } from '../../../test/select';
import { api, failResponse, refusals, server, type SentRequest } from '../../../test/server';
import { sessionOf, signedInClient } from '../../../test/session';
import { BagPage } from './bag-page';

const partner = sessionOf({
  name: 'Ana Pool',
  address: '1 quai des Piscines',
  city: 'Lyon',
  zip: '69001',
  country: 'FR',
  type: { ...sessionOf().user.type, id: 6, name: 'Service centre' },
});

async function renderBag(answer: unknown = cart()) {
  const cartRequests: SentRequest[] = [];
  server.use(api.get('/cart', answer, cartRequests));
  const router = await renderRoutes(
    [
      { path: '/spares/bag', Component: BagPage },
      { path: '/spares/orders/:id', element: <p>Order page</p> },
      { path: '/spares/orders', element: <p>Orders list</p> },
    ],
    '/spares/bag',
    ['common', 'spares'],
    signedInClient(partner),
  );
  return { router, cartRequests };
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function toShipping() {
  await screen.findByText('AB-BRS-01');
  click('Checkout');
  await waitFor(() => expect(fieldInput('Full name')).toBeTruthy());
}

describe('the cart and checkout', () => {
  it('says the cart is empty and leads to the parts search', async () => {
    await renderBag(cart({ items: [], itemsTotal: 0, totalPrice: 0, totalQuantity: 0 }));
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find parts' }).getAttribute('href')).toBe('/spares/make_order');
  });

  it('will not check out a part without a price in the currency, and says why', async () => {
    const [line] = cart().items;
    await renderBag(cart({ items: [{ ...(line as NonNullable<typeof line>), hasPrice: false }] }));
    expect(await screen.findByText(/has no price in your currency/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("fills the shipping details from the user's account and requires each at its field", async () => {
    const { cartRequests } = await renderBag();
    await toShipping();
    expect(cartRequests[0]?.url.searchParams.get('shippingMethod')).toBe('SEA');
    expect(fieldInput('Full name').value).toBe('Ana Pool');
    expect(fieldInput('City').value).toBe('Lyon');
    fireEvent.change(fieldInput('Address'), { target: { value: '  ' } });
    click('Review the order');
    await waitFor(() => expect(errorAt('Address')).toBe('This field is required'));
    expect(screen.queryByRole('button', { name: 'Place the order' })).toBeNull();
  });

  it('places the order with the details reviewed, once, and offers to open it', async () => {
    const placed: SentRequest[] = [];
    server.use(api.put('/order', { id: 77 }, placed));
    const { router } = await renderBag();
    await toShipping();
    fireEvent.change(fieldInput('Internal order number'), { target: { value: 'PO-9' } });
    click('Review the order');
    const button = await screen.findByRole('button', { name: 'Place the order' });
    const review = button.closest('.mantine-Stack-root') as HTMLElement;
    expect(review.textContent).toContain('Internal order number: PO-9');
    expect(review.textContent).toContain('69001 Lyon, France');
    fireEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Order sent' });
    expect(within(dialog).getByText('Thank you! Your order number is #77.')).toBeTruthy();
    expect(placed).toHaveLength(1);
    expect(placed[0]?.body).toMatchObject({
      fullName: 'Ana Pool',
      address: '1 quai des Piscines',
      city: 'Lyon',
      country: 'FR',
      zip: '69001',
      shippingMethod: 'SEA',
      internalNumber: 'PO-9',
    });
    expect(typeof (placed[0]?.body as { idempotencyKey?: unknown } | undefined)?.idempotencyKey).toBe(
      'string',
    );
    // Prices are the server's to compute: none is sent.
    expect(placed[0]?.body).not.toHaveProperty('totalPrice');

    fireEvent.click(within(dialog).getByRole('button', { name: 'View the order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/spares/orders/77'));
  });

  it("goes back to the shipping details with the server's refusal at its field", async () => {
    server.use(api.put('/order', failResponse(ErrorCode.fieldRequired, { field: 'zip' })));
    await renderBag();
    await toShipping();
    click('Review the order');
    fireEvent.click(await screen.findByRole('button', { name: 'Place the order' }));
    await waitFor(() => expect(errorAt('Zip code')).toBe('This field is required'));
    expect(screen.queryByText('Oops... Something went wrong!')).toBeNull();
  });

  it('says the order failed, and keeps the review, when the server fails', async () => {
    server.use(api.put('/order', refusals.fatal()));
    await renderBag();
    await toShipping();
    click('Review the order');
    fireEvent.click(await screen.findByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText("We couldn't send your order, try again.")).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Order sent' })).toBeNull();
  });

  it('reviews only the optional details given, the other shipping method with its instructions, and goes back', async () => {
    await renderBag();
    await toShipping();
    fireEvent.click(screen.getByRole('radio', { name: /Other/ }));
    fireEvent.change(await waitFor(() => fieldInput('Shipping instructions')), {
      target: { value: 'Our own courier' },
    });
    fireEvent.change(fieldInput('Salesman'), { target: { value: 'Leo' } });
    fireEvent.change(fieldInput('Notes'), { target: { value: 'Ring twice' } });
    click('Review the order');
    const button = await screen.findByRole('button', { name: 'Place the order' });
    const review = (button.closest('.mantine-Stack-root') as HTMLElement).textContent ?? '';
    expect(review).toContain('Shipping method: Other: Our own courier');
    expect(review).toContain('Salesman: Leo');
    expect(review).toContain('Notes: Ring twice');
    expect(review).not.toContain('Internal order number:');
    expect(review).not.toContain('Delivery date:');
    fireEvent.click(
      within(button.closest('.mantine-Group-root') as HTMLElement).getByRole('button', { name: 'Back' }),
    );
    expect(await waitFor(() => fieldInput('Salesman').value)).toBe('Leo');
  });

  it('says the cart could not be loaded', async () => {
    await renderBag(refusals.notFound());
    expect(await screen.findByText('The cart could not be loaded')).toBeTruthy();
  });
});
