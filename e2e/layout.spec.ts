import type { Page } from '@playwright/test';
import { expect, logIn, presetConsent, test } from './fixtures';

// The lists and forms in French (the longest words of the three languages), at a phone width and at 1366 px:
// no page is wider than the window and no word is cut to an ellipsis (a status badge, a column title, a
// button). Found in session 24: "En atte…", "Ad" for "Add", a search-type choice 99 px wider than a phone.

const partnerPages = [
  '/repairs/history/SN100002',
  '/repairs/rma',
  '/repairs/rma_history',
  '/repairs/rma/8',
  '/repairs/complete_unit_reports',
  '/feedback/history',
  '/feedback/report/1',
  '/spares/make_order?pn=AB-FLT-01',
  '/spares/orders',
  '/spares/orders/1',
];
const adminPages = [
  '/admin/rma_history',
  '/admin/warranty_updates',
  '/admin/companies',
  '/users',
  '/spares/orders',
];

/** How far the page is wider than the window, and the texts it cuts (shown narrower than they are). */
function layoutProblems(page: Page) {
  return page.evaluate(() => ({
    overflowPx: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    cut: [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((e) => {
        if (e.children.length > 0 || e.offsetParent === null || !(e.textContent ?? '').trim()) return false;
        if (['INPUT', 'TEXTAREA', 'SELECT', 'OPTION'].includes(e.tagName)) return false;
        // Text for screen readers only is 1 px wide on purpose.
        if (e.getBoundingClientRect().width <= 2) return false;
        return e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflow !== 'visible';
      })
      .map((e) => (e.textContent ?? '').trim()),
  }));
}

async function inLanguage(page: Page, email: string, language: 'fra' | 'spa') {
  await presetConsent(page);
  await page.goto('/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('combobox', { name: 'Language' }).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'fra' ? 'fr' : 'es');
}

const inFrench = (page: Page, email: string) => inLanguage(page, email, 'fra');

for (const width of [390, 1366]) {
  for (const [who, pages] of [
    ['service@demo.test', partnerPages],
    ['admin@demo.test', adminPages],
  ] as const) {
    test(`${who} in French at ${width} px: nothing wider than the window, no word cut`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await inFrench(page, who);
      for (const url of pages) {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main h2, main h1').first()).toBeVisible();
        expect({ url, ...(await layoutProblems(page)) }).toEqual({ url, overflowPx: 0, cut: [] });
      }
    });
  }
}

// The robot page (catalogue): its workbook's columns and the top bar's avatar in French and Spanish, with and
// without a serial (the serial adds a column).
const robotPages = ['/robots/AB-S300/2024', '/robots/AB-S300/2024/SN100001'];
for (const width of [390, 1366]) {
  for (const language of ['fra', 'spa'] as const) {
    test(`robot page in ${language} at ${width} px: nothing wider than the window, no word cut`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await inLanguage(page, 'service@demo.test', language);
      for (const url of robotPages) {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main h2').first()).toBeVisible();
        expect({ url, ...(await layoutProblems(page)) }).toEqual({ url, overflowPx: 0, cut: [] });
      }
    });
  }
}
