import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';

// Anonymous GET /api/images/demo/<any name>.svg|pdf generated and stored a file per name
// (200 requests wrote 200 files), also in production. Generated demo media must not grow storage.

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function storedFiles(root: string): Promise<string[]> {
  try {
    return (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

describe('generated demo media', () => {
  for (const env of ['test', 'production'] as const) {
    it(`serves demo names anonymously without writing a file per name (NODE_ENV=${env})`, async () => {
      ctx = await createTestContext({ NODE_ENV: env });
      const root = path.join(ctx.dataDir, 'files');
      const before = await storedFiles(root);
      for (let i = 0; i < 20; i++) {
        const svg = await ctx.app.inject({
          method: 'GET',
          url: `/api/images/demo/robot/aquabot/AB-X${i}_2024_main.svg`,
        });
        expect(svg.statusCode).toBe(200);
        expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
        const pdf = await ctx.app.inject({ method: 'GET', url: `/api/images/demo/doc/name_${i}.pdf` });
        expect(pdf.statusCode).toBe(200);
      }
      expect(await storedFiles(root)).toEqual(before);
      // A name no generator knows is -15, and stores nothing either.
      const unknown = await ctx.app.inject({ method: 'GET', url: '/api/images/demo/other/x.svg' });
      expect(unknown.statusCode).toBe(404);
      expect(await storedFiles(root)).toEqual(before);
    });
  }
});
