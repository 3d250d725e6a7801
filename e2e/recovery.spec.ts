import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function readResetLink(outbox: string, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
        } catch {
          return null;
        }
        for (const file of files) {
          const mail = decodeQuotedPrintable(readFileSync(path.join(outbox, file), 'utf8'));
          if (!mail.toLowerCase().includes(email)) continue;
          link = /https?:\/\/[^\s"'<>]+\/login\/recovery\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
          if (link) return link;
        }
        return null;
      },
      { timeout: 20_000 },
    )
    .not.toBeNull();
  return link!;
}

test('recovery: request, mail, new password, log in with it', async ({ page, server }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/login\/recovery$/);

  await page.getByLabel('Email').fill('nobody@demo.test');
  await page.getByRole('button', { name: 'Send instructions' }).click();
  await expect(page.getByRole('alert')).toHaveText('We could not find user with that email');

  await page.getByLabel('Email').fill('service@demo.test');
  await page.getByRole('button', { name: 'Send instructions' }).click();
  await expect(page.getByText('An email with instructions sent to your inbox')).toBeVisible();
  await screenshot(page, 'recovery-sent');

  const link = await readResetLink(path.join(server.dataDir, 'outbox'), 'service@demo.test');
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm new password', { exact: true }).fill('other-pass');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Passwords not matching')).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new-pass');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password updated')).toBeVisible();
  await screenshot(page, 'recovery-done');

  await logIn(page, 'service@demo.test', 'brand-new-pass');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();

  // The token is spent: opening the link again leads to the login with the outdated-token text.
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('The request token is outdated, make a fresh start')).toBeVisible();
});
