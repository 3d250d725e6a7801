import { expect, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

test('a visitor sends the contact form with the ALTCHA captcha and an attachment', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByText('+972 4 959 1200 ext. 138')).toBeVisible();
  await page.getByLabel('Full name').fill('Ana Pérez');
  await page.getByLabel('E-mail').fill('ana@example.com');
  await page.getByLabel('Message').fill('Please send me the X1 manual.');
  const chooser = page.waitForEvent('filechooser');
  // The attachment is a drop zone: a click on it opens the file chooser.
  await page
    .getByLabel('Attach a file', { exact: true })
    .filter({ hasText: 'Drop a file here or click to choose one' })
    .click();
  await (await chooser).setFiles({
    name: 'a-rather-long-invoice-file-name.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  // The chosen file is named, shortened, with its full name on hover and a button to remove it.
  const attached = page.getByText('a-rather-long-invoice-fi…', { exact: true });
  await expect(attached).toBeVisible();
  await expect(attached).toHaveAttribute('title', 'a-rather-long-invoice-file-name.pdf');
  await expect(
    page.getByRole('button', { name: 'Remove a-rather-long-invoice-file-name.pdf' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('dialog', { name: 'Sent' })).toBeVisible();
  await screenshot(page, 'contact-sent');
});
