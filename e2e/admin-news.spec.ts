import { expect, logIn, presetConsent, screenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => presetConsent(page));

test('an administrator edits a news item in English and French', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/contents/news');
  await page
    .getByRole('row', { name: /The 2026 range is here/ })
    .getByRole('link', { name: 'Edit' })
    .click();
  await expect(page).toHaveURL(/\/admin\/contents\/news\/\d+$/);
  const id = page.url().split('/').pop();

  await page.getByLabel('Title (English)').fill('The 2027 range is here');
  const engBody = page.getByTestId('editor-eng').locator('[contenteditable=true]');
  await engBody.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Order now.');

  await page.getByRole('tab', { name: 'Français' }).click();
  await page.getByLabel('Title (Français)').fill('La gamme 2027 est arrivée');
  await page.getByTestId('editor-fra').locator('[contenteditable=true]').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Commandez dès maintenant.');
  await screenshot(page, 'admin-news-editor');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('content updated')).toBeVisible();

  const item = await (await page.request.get(`/api/contents/${id}`)).json();
  const prop = (name: string) => item.data.props.find((p: { name: string }) => p.name === name)?.data;
  expect(prop('title_eng')).toBe('The 2027 range is here');
  expect(prop('title_fra')).toBe('La gamme 2027 est arrivée');
  expect(prop('body_eng')).toContain('Order now.');
  expect(prop('body_fra')).toContain('Commandez dès maintenant.');

  await page.goto(`/news/${id}/the-2027-range`);
  await expect(page.getByRole('heading', { name: 'The 2027 range is here' })).toBeVisible();
});
