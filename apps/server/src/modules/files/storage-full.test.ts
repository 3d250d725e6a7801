// A full data disk: a write that fails leaves no partial file and is answered -3 (503), not -10.
import { copyFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type LocalWrites } from '../../plugins/storage.ts';
import { multipart, sampleFiles } from '../../test/files.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

/** Writes the first bytes, then fails as a full disk does. */
function noSpaceLeft(): NodeJS.ErrnoException {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
  });
}
const fullDisk: LocalWrites = {
  writeFile: (async (target: string, body: Buffer) => {
    await writeFile(target, body.subarray(0, Math.ceil(body.length / 2)));
    throw noSpaceLeft();
  }) as unknown as LocalWrites['writeFile'],
  copyFile: (async (source: string, target: string) => {
    await copyFile(source, target);
    throw noSpaceLeft();
  }) as unknown as LocalWrites['copyFile'],
};

let ctx: TestContext;
let root: string;
beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {
      storage: async (config) => {
        root = path.join(config.dataDir, 'files');
        return createLocalStorage(root, fullDisk);
      },
    },
  );
});
afterAll(async () => {
  await ctx?.close();
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

async function fileRows(): Promise<number> {
  const result = await ctx.deps.db.execute(sql`select count(*)::int as n from files`);
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

describe('uploads on a full disk', () => {
  it('answer -3 (503), keep no partial file and record nothing', async () => {
    const cookie = await ctx.login('service@demo.test');
    const before = await fileRows();
    const upload = multipart('report.pdf', sampleFiles.pdf());
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload?kind=file',
      payload: upload.payload,
      headers: { ...upload.headers, cookie },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: false, code: -3, data: null });
    expect(await filesUnder(root)).toEqual([]);
    expect(await fileRows()).toBe(before);
  });

  it('leave no partial copy of a generated file either', async () => {
    const source = path.join(ctx.dataDir, 'export.xlsx');
    await writeFile(source, sampleFiles.xlsx());
    await expect(
      ctx.deps.storage.putFile('exports/x/export.xlsx', source, 'application/zip'),
    ).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(await filesUnder(root)).toEqual([]);
  });
});
