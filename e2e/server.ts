import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const rootDir = path.resolve(import.meta.dirname, '..');
export const outDir = path.join(rootDir, 'e2e/.out');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type RunningServer = { url: string; port: number; dataDir: string; stop: () => Promise<void> };

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server at ${url} did not answer /api/health within ${timeoutMs} ms`);
}

/** Starts `node apps/server/src/main.ts` on dataDir and resolves once /api/health answers. */
export async function startServer(dataDir: string, name: string, extraEnv: Record<string, string> = {}) {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  mkdirSync(outDir, { recursive: true });
  const log = createWriteStream(path.join(outDir, `server-${name}.log`));
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: rootDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
  };
  try {
    await waitForHealth(url, child, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, dataDir, stop } satisfies RunningServer;
}
