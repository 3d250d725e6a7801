import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './server';

/** Seeds one data dir once (demo set); every spec file starts its server on a copy of it. */
export default async function globalSetup() {
  const template = mkdtempSync(path.join(tmpdir(), 'poolside-e2e-template-'));
  const server = await startServer(template, 'template', { SEED: 'demo' });
  await server.stop();
  process.env.E2E_TEMPLATE_DIR = template;
  return () => rmSync(template, { recursive: true, force: true });
}
