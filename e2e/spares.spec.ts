import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await presetConsent(page);
  // window.print opens the browser's dialog: record the call instead.
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
});

test('spare parts: search → add two parts → checkout → order view → print', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'service@demo.test');
  await expect(page).toHaveURL(/\/$/);

  // A PN preloaded from the route (the compatibility page links here) searches at once.
  await page.goto('/spares/make_order/AB-BRS-01');
  await expect(page.getByRole('heading', { name: 'Order spare parts' })).toBeVisible();
  await expect(page.getByText('Superseded by').first()).toBeVisible();
  await page.getByLabel('Quantity of AB-BRS-01').first().fill('2');
  await page.getByRole('button', { name: 'Add AB-BRS-01 to the cart' }).first().click();
  // A short notification says it, no dialog to close; the cart link counts it.
  await expect(page.getByText('2 × AB-BRS-01 added to your cart.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart (2)' })).toBeVisible();

  // Part not found, then the second part by its description.
  await page.getByRole('textbox', { name: 'Part number' }).fill('NO-SUCH-PART');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Part not found')).toBeVisible();
  await page.getByText('Anything', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Part number or description' }).fill('fine filter');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Add AB-FLT-01 to the cart' }).first().click();
  await expect(page.getByText('1 × AB-FLT-01 added to your cart.')).toBeVisible();
  await screenshot(page, 'spares-search');

  // The cart: two lines priced in the company's currency, SEA shipping by default.
  await page.getByRole('link', { name: 'Cart (3)' }).click();
  await expect(page).toHaveURL(/\/spares\/bag$/);
  await expect(page.getByRole('row', { name: /AB-BRS-01/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /AB-FLT-01/ })).toBeVisible();
  await expect(page.getByText('Shipping (Sea)')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await page.getByRole('button', { name: 'Checkout' }).click();

  // Shipping details: required fields checked before the review; OTHER needs its text.
  await page.getByLabel('Address').fill('');
  await page.getByRole('button', { name: 'Review the order' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByLabel('Address').fill('12 Harbour Road');
  await page.getByLabel('Zip code').fill('33601');
  await page.getByLabel('Internal order number').fill('PO-E2E-1');
  await page.getByRole('radio', { name: /Air/ }).check();
  await screenshot(page, 'spares-shipping');
  await page.getByRole('button', { name: 'Review the order' }).click();

  // Review, then place: the order number is shown.
  await expect(page.getByText('PO-E2E-1')).toBeVisible();
  await expect(page.getByText('Shipping (Air)')).toBeVisible();
  await page.getByRole('button', { name: 'Place the order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order sent' });
  await expect(dialog).toBeVisible();
  const text = await dialog.getByText(/Your order number is #\d+/).textContent();
  const id = Number(/#(\d+)/.exec(text ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'View the order' }).click();

  // The order view, its print layout and its PDF.
  await expect(page).toHaveURL(new RegExp(`/spares/orders/${id}$`));
  await expect(page.getByRole('heading', { name: `Order #${id}` })).toBeVisible();
  await expect(page.getByRole('row', { name: /AB-BRS-01.*2/ })).toBeVisible();
  await expect(page.getByText('PO-E2E-1')).toBeVisible();
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByText('Poolside Portal', { exact: true }).last()).toBeVisible();
  await screenshot(page, 'spares-order-print');
  await page.emulateMedia({ media: 'screen' });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`order-${id}.pdf`);

  // The history lists it; the cart is empty again.
  await page.goto('/spares/orders');
  await expect(page.getByRole('row', { name: `Order ${id}` })).toBeVisible();
  await page.goto('/spares/bag');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();

  // An order of nobody visible goes back to the history.
  await page.goto('/spares/orders/999999');
  await expect(page).toHaveURL(/\/spares\/orders$/);
});

test('spare parts: a double click on Add adds the quantity once; an emptied cart quantity sends nothing', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'distributor@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/spares/make_order/AB-BRS-01');
  const quantity = page.getByLabel('Quantity of AB-BRS-01').first();
  await expect(quantity).toHaveAttribute('inputmode', 'numeric');
  await quantity.fill('3');
  await page.getByRole('button', { name: 'Add AB-BRS-01 to the cart' }).first().dblclick();
  await expect(page.getByText('3 × AB-BRS-01 added to your cart.')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Cart (3)' })).toBeVisible();
  await screenshot(page, 'spares-added');

  // In the cart: the box emptied to retype it says so at the field, and no request (no error dialog).
  await page.getByRole('link', { name: 'Cart (3)' }).click();
  // Wait for the cart: while the route changes, the search page's boxes of the same name are still there.
  await expect(page).toHaveURL(/\/spares\/bag$/);
  await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible();
  const line = page
    .getByRole('row', { name: /AB-BRS-01/ })
    .getByRole('textbox', { name: 'Quantity of AB-BRS-01' });
  await expect(line).toHaveValue('3');
  let puts = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/cart') puts += 1;
  });
  await line.fill('');
  await line.press('Enter');
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(puts).toBe(0);
  await line.fill('4');
  await line.press('Enter');
  await expect(page.getByTestId('order-total')).toBeVisible();
  await expect.poll(() => puts).toBe(1);
});
