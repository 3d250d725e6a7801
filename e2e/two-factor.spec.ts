import { Secret, TOTP } from 'otpauth';
import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

/** The code an authenticator app would show for the secret, `aheadSeconds` from now. */
function appCode(secret: string, aheadSeconds = 0) {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + aheadSeconds * 1000 });
}

async function logOut(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('an administrator turns two-step sign-in on, then signs in with an app code and a recovery code', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/users/my_profile');

  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section.getByText('Off.')).toBeVisible();
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByRole('img', { name: /QR code to add Poolside Portal/ })).toBeVisible();
  const secret = ((await section.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // A wrong code is refused at the field.
  await section.getByLabel(/Code of the app/).fill(appCode(secret, -600));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText(/This code is not right/)).toBeVisible();
  await section.getByLabel(/Code of the app/).fill(appCode(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();

  // The codes appear once the server has answered: wait for them before reading.
  await expect(section.getByTestId('recovery-codes').locator('code')).toHaveCount(10);
  const codes = await section.getByTestId('recovery-codes').locator('code').allTextContents();
  expect(codes).toHaveLength(10);
  await screenshot(page, 'two-factor-recovery-codes');
  const done = section.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  await section.getByRole('checkbox', { name: 'I have saved these codes' }).check();
  await done.click();
  await expect(section.getByText('On. 10 recovery codes left.')).toBeVisible();

  // Next sign-in: the password, then the code of the app (the next step's: the one that turned it on is spent).
  await logOut(page);
  await page.goto('/login?redirect=%2Fusers%2Fmy_profile');
  await logIn(page, 'admin@demo.test');
  const code = page.getByLabel(/Code of the app/);
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page).toHaveURL(/\/login/);
  await screenshot(page, 'two-factor-code-step');
  await code.fill(appCode(secret, 30));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/users\/my_profile$/);
  await expect(page.getByRole('region', { name: 'Two-step sign-in' }).getByText(/^On\./)).toBeVisible();

  // Then with a recovery code, which works once.
  await logOut(page);
  await logIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel(/Recovery code/).fill(codes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/users/my_profile');
  await expect(page.getByText('On. 9 recovery codes left.')).toBeVisible();

  await logOut(page);
  await logIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel(/Recovery code/).fill(codes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/This recovery code is not right, or it was already used/)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('partners are never asked for a code', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'distributor@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/users/my_profile');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Two-step sign-in' })).toHaveCount(0);
});
