import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, sampleFiles } from '../test/files.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { createLocalStorage, createStorage, type FileStorage } from './storage.ts';

async function exercise(storage: FileStorage) {
  await storage.put('uploads/t/a.pdf', sampleFiles.pdf(), 'application/pdf');
  expect((await storage.get('uploads/t/a.pdf'))?.equals(sampleFiles.pdf())).toBe(true);
  const stream = await storage.stream('uploads/t/a.pdf');
  const chunks: Buffer[] = [];
  for await (const c of stream!) chunks.push(Buffer.from(c));
  expect(Buffer.concat(chunks).equals(sampleFiles.pdf())).toBe(true);
  expect(await storage.get('uploads/t/none.pdf')).toBeNull();
  await storage.remove('uploads/t/a.pdf');
  expect(await storage.get('uploads/t/a.pdf')).toBeNull();
}

describe('local storage', () => {
  it('puts, gets, streams and removes; refuses unsafe keys', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pp-store-'));
    const storage = createLocalStorage(dir);
    await exercise(storage);
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
    await rm(dir, { recursive: true, force: true });
  });
});

describe('S3 storage against s3rver', () => {
  let server: { run: () => Promise<{ port: number }>; close: () => Promise<void> };
  let dir: string;
  let ctx: TestContext;
  const env: Record<string, string> = {};

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pp-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory: dir,
      silent: true,
      configureBuckets: [{ name: 'pp-test' }],
    });
    const { port } = await server.run();
    Object.assign(env, {
      S3_BUCKET: 'pp-test',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    ctx = await createTestContext(env, { storage: createStorage });
  });
  afterAll(async () => {
    await ctx?.close();
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is chosen when S3_BUCKET is set and stores, reads and removes objects', async () => {
    expect(ctx.deps.storage.kind).toBe('s3');
    await exercise(ctx.deps.storage);
  });

  it('serves an upload end to end through the bucket', async () => {
    const cookie = await ctx.login('service@demo.test');
    const mp = multipart('invoice.pdf', sampleFiles.pdf());
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: mp.payload,
      headers: { ...mp.headers, cookie },
    });
    const { id } = up.json().data;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(sampleFiles.pdf())).toBe(true);
  });
});
