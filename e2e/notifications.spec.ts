import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

test('the bell shows new notifications, opening marks them viewed, a click opens the object, clear-all empties it', async ({
  page,
  request,
}) => {
  // A partner adds a user: provider staff get a USR notification.
  const login = await request.post('/api/login', {
    data: { method: 'login', email: 'distributor@demo.test', password: 'demo1234' },
  });
  expect(login.ok()).toBeTruthy();
  const added = await request.put('/api/users', {
    data: {
      name: 'Nora Bell',
      type: 6,
      centerMoovexID: '3002',
      email: 'nora@bell.test',
      password: 'secret1',
      verify: 'secret1',
    },
  });
  expect((await added.json()).status).toBe(true);

  await page.goto('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/$/);
  const bell = page.getByTestId('notification-bell');
  // First poll after 10 s.
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)', { timeout: 20_000 });
  await bell.click();
  await expect(page.getByText('User awaiting activation')).toBeVisible();
  await expect(page.getByText('Nora Bell (Riviera Pool Service) awaits activation.')).toBeVisible();
  await screenshot(page, 'notifications-bell');
  await expect(bell).toHaveAccessibleName('Notifications (0 unread)');
  await page.keyboard.press('Escape');

  await page.goto('/notifications');
  await page.getByRole('tab', { name: /Viewed/ }).click();
  await expect(page.getByTestId('notification-row')).toHaveCount(1);
  await screenshot(page, 'notifications-page');
  // A notification opens its object: the user awaiting activation.
  await page.getByTestId('notification-row').click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await page.goto('/notifications');

  await bell.click();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByRole('menu').getByText('No notifications')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notification-row')).toHaveCount(0);
});
