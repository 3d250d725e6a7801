import { expect, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

test('a visitor sends the contact form with the ALTCHA captcha and an attachment', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByText('+972 4 959 1200 ext. 138')).toBeVisible();
  await page.getByLabel('Full name').fill('Ana Pérez');
  await page.getByLabel('E-mail').fill('ana@example.com');
  await page.getByLabel('Message').fill('Please send me the X1 manual.');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach a file' }).click();
  await (await chooser).setFiles({
    name: 'a-rather-long-invoice-file-name.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(page.getByTestId('attached-file')).toHaveText('a-rather-long-invoice-fi…');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('dialog', { name: 'Sent' })).toBeVisible();
  await screenshot(page, 'contact-sent');
});
