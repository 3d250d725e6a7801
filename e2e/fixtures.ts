import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { outDir, type RunningServer, startServer } from './server';

type FileServer = RunningServer & { file: string };
type WorkerFixtures = { fileServers: { current: FileServer | null } };
type TestFixtures = { server: RunningServer };

async function startFileServer(file: string): Promise<FileServer> {
  const template = process.env.E2E_TEMPLATE_DIR;
  if (!template) throw new Error('E2E_TEMPLATE_DIR is not set: run through playwright (global setup)');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'poolside-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  rmSync(path.join(dataDir, 'server.lock'), { force: true });
  const server = await startServer(dataDir, path.basename(file, '.spec.ts'));
  return {
    ...server,
    file,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Each spec FILE gets its own server on a fresh copy of the seeded data dir. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  fileServers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies destructured
    async ({}, use) => {
      const holder: { current: FileServer | null } = { current: null };
      await use(holder);
      await holder.current?.stop();
    },
    { scope: 'worker' },
  ],
  server: async ({ fileServers }, use, testInfo) => {
    if (fileServers.current?.file !== testInfo.file) {
      await fileServers.current?.stop();
      fileServers.current = null;
      fileServers.current = await startFileServer(testInfo.file);
    }
    await use(fileServers.current);
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };

export const demoPassword = 'demo1234';

/** Agrees to the consent banner ahead of time so it never covers what a spec clicks. */
export async function presetConsent(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('poolside.consent', 'yes'));
}

export async function logIn(page: Page, email: string, password = demoPassword) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(outDir, 'screenshots', `${name}.png`), fullPage: true });
}

/**
 * A list row's columns that a narrow screen hides (the shared list's "Show the other columns" under the
 * row): opens them and returns the row they are shown in.
 */
export async function otherColumnsOf(row: Locator): Promise<Locator> {
  await row.getByRole('button', { name: 'Show the other columns' }).click();
  const hide = row.getByRole('button', { name: 'Hide the other columns' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  const more = row.page().locator(`[id="${await hide.getAttribute('aria-controls')}"]`);
  await expect(more).toBeVisible();
  return more;
}
