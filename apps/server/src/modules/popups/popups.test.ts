import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popupMessages, popupSerials } from '../../db/schema/popups.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { multipart } from '../../test/files.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of ['admin@demo.test', 'staff@demo.test', 'service@demo.test', 'distributor@demo.test']) {
    cookies[email] = await ctx.login(email);
  }
});
afterAll(async () => {
  await ctx?.close();
});

async function action(payload: object, email = 'admin@demo.test') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/popups',
    payload,
    headers: { cookie: cookies[email] },
  });
  return res;
}

async function list(query = '', email = 'admin@demo.test') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/popups?${query}`,
    headers: { cookie: cookies[email] },
  });
  return { http: res.statusCode, ...res.json() };
}

/** A multipart upload of `csv` for a message (the messageId field first, or after the file). */
async function upload(
  messageId: number | string | null,
  csv: string,
  opts: { name?: string; email?: string } = {},
) {
  const file = multipart(opts.name ?? 'serials.csv', Buffer.from(csv, 'utf8'));
  const boundary = file.headers['content-type'].split('boundary=')[1];
  const field =
    messageId === null
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="messageId"\r\n\r\n${messageId}\r\n`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/popups/upload',
    payload: Buffer.concat([Buffer.from(field), file.payload]),
    headers: { ...file.headers, cookie: cookies[opts.email ?? 'admin@demo.test'] },
  });
  return { http: res.statusCode, ...res.json() };
}

async function lookup(sn: string, email = 'service@demo.test') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/popups/sn/${sn}`,
    headers: { cookie: cookies[email] },
  });
  return { http: res.statusCode, ...res.json() };
}

async function serialsOf(messageId: number) {
  const rows = await ctx.deps.db.select().from(popupSerials).where(eq(popupSerials.messageId, messageId));
  return rows.map((r) => r.sn).sort();
}

async function newMessage(message?: string) {
  const res = await action({
    subAction: 'create-empty-message',
    ...(message === undefined ? {} : { message }),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.id as number;
}

describe('popups: refusals', () => {
  it('refuses partners (-11) on every admin call and anonymous callers (-5) everywhere', async () => {
    const id = await newMessage('Check the cable');
    for (const email of ['service@demo.test', 'distributor@demo.test']) {
      expect((await list('', email)).code).toBe(-11);
      for (const payload of [
        { subAction: 'csv-template' },
        { subAction: 'create-empty-message' },
        { subAction: 'update', message_id: id, message: 'hacked' },
        { subAction: 'deleteMessage', messageId: id },
      ]) {
        const res = await action(payload, email);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ status: false, code: -11, data: null });
      }
      expect(await upload(id, 'sn\nSN100001\n', { email })).toMatchObject({ http: 403, code: -11 });
      const csv = await ctx.app.inject({
        method: 'GET',
        url: `/api/popups/${id}/serials.csv`,
        headers: { cookie: cookies[email] },
      });
      expect(csv.json().code).toBe(-11);
    }
    expect(await serialsOf(id)).toEqual([]);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/popups/sn/SN100001' });
    expect(anonymous.json().code).toBe(-5);
    expect(
      (
        await ctx.app.inject({ method: 'POST', url: '/api/popups', payload: { subAction: 'csv-template' } })
      ).json().code,
    ).toBe(-5);
    await action({ subAction: 'deleteMessage', messageId: id });
  });
});

describe('popups: messages', () => {
  it('downloads the CSV template as a file', async () => {
    const res = await action({ subAction: 'csv-template' }, 'staff@demo.test');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="popup-serials-template.csv"/);
    expect(res.body.split(/\r\n/)[0]).toBe('sn');
  });

  it('creates, updates and deletes a message, each audited', async () => {
    const id = await newMessage();
    expect((await list()).data.rows[0]).toMatchObject({ id, message: '', sns: [], snCount: 0 });
    const updated = await action({
      subAction: 'update',
      message_id: String(id),
      message: '  Replace the PSU gasket  ',
    });
    expect(updated.json()).toEqual({ status: true, code: 0, data: null });
    expect((await list()).data.rows[0]).toMatchObject({ id, message: 'Replace the PSU gasket' });
    const deleted = await action({ subAction: 'deleteMessage', messageId: id });
    expect(deleted.json()).toEqual({ status: true, code: 0, data: null });
    expect((await list()).data.rows.some((r: { id: number }) => r.id === id)).toBe(false);
    const audits = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'popup_message'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['popup.create', 'popup.update', 'popup.delete']);
    expect(audits[1]).toMatchObject({
      before: { message: '' },
      after: { message: 'Replace the PSU gasket' },
    });
  });

  it('answers -15 for an unknown message and -6/-12 for bad sub-actions', async () => {
    const missing = await action({ subAction: 'update', message_id: 999999, message: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(-15);
    expect((await action({ subAction: 'deleteMessage', messageId: 999999 })).json().code).toBe(-15);
    expect((await action({ subAction: 'explode' })).json()).toMatchObject({
      code: -6,
      data: { field: 'subAction' },
    });
    expect((await action({})).json()).toMatchObject({ code: -12, data: { field: 'subAction' } });
    expect((await action({ subAction: 'update', message_id: 1 })).json()).toMatchObject({
      code: -12,
      data: { field: 'message' },
    });
    expect(
      (await action({ subAction: 'update', message_id: 1, message: 'x'.repeat(2001) })).json(),
    ).toMatchObject({
      code: -6,
      data: { field: 'message' },
    });
  });
});

describe('popups: CSV upload and lookup by serial', () => {
  it('replaces the serial list of a message and the report finds it for those serials', async () => {
    const id = await newMessage('Known PSU batch issue: check the seal');
    const other = await newMessage('Second notice for SN100001');
    const answer = await upload(id, '\uFEFFsn\r\nSN100001\r\nsn100002;\r\n\r\n"SN100003",\r\nSN100001\r\n');
    expect(answer).toEqual({ http: 200, status: true, code: 0, data: { messageId: id, snCount: 3 } });
    expect(await serialsOf(id)).toEqual(['SN100001', 'SN100002', 'SN100003']);
    expect((await upload(other, 'SN100001\n')).status).toBe(true);

    expect(await lookup('sn100001')).toEqual({
      http: 200,
      status: true,
      code: 0,
      data: [
        { id, message: 'Known PSU batch issue: check the seal' },
        { id: other, message: 'Second notice for SN100001' },
      ],
    });
    expect((await lookup('SN100003', 'distributor@demo.test')).data).toEqual([
      { id, message: 'Known PSU batch issue: check the seal' },
    ]);
    expect((await lookup('SN999999')).data).toEqual([]);

    // A new file replaces the list.
    expect((await upload(id, 'SN100009\nSN100010\n')).data).toEqual({ messageId: id, snCount: 2 });
    expect(await serialsOf(id)).toEqual(['SN100009', 'SN100010']);
    expect((await lookup('SN100003')).data).toEqual([]);
    const row = (await list()).data.rows.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ sns: ['SN100009', 'SN100010'], snCount: 2 });

    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/popups/${id}/serials.csv`,
      headers: { cookie: cookies['staff@demo.test'] },
    });
    expect(csv.body).toBe('sn\r\nSN100009\r\nSN100010\r\n');
    const [audit] = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'popup.import'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id)
      .limit(1);
    expect(audit).toMatchObject({ before: { snCount: 0 }, after: { snCount: 3, fileName: 'serials.csv' } });
  });

  it('imports files larger than one insert batch and lists the first 100 serials', async () => {
    const id = await newMessage('Big batch');
    const serials = Array.from({ length: 2500 }, (_, i) => `BX${String(i).padStart(6, '0')}`);
    expect((await upload(id, `sn\n${serials.join('\n')}\n`)).data).toEqual({ messageId: id, snCount: 2500 });
    const row = (await list(`filter=${id}`)).data.rows.find((r: { id: number }) => r.id === id);
    expect(row.snCount).toBe(2500);
    expect(row.sns).toEqual(serials.slice(0, 100));
    expect((await lookup('BX002499')).data).toEqual([{ id, message: 'Big batch' }]);
  });

  it('imports nothing when a row is bad, and names every bad row by line number', async () => {
    const id = await newMessage('Keep me');
    await upload(id, 'SN100004\nSN100005\n');
    const bad = await upload(id, 'sn\nSN100006\nnot a serial!\nSN100007\n\nSN100008,extra\nX\n');
    expect(bad).toEqual({
      http: 400,
      status: false,
      code: -6,
      data: { field: 'rows.3.sn', fields: ['rows.3.sn', 'rows.6.columns', 'rows.7.sn'] },
    });
    expect(await serialsOf(id)).toEqual(['SN100004', 'SN100005']);
    expect((await lookup('SN100006')).data).toEqual([]);
  });

  it('refuses empty files, non-text files, other extensions, missing parts and unknown messages', async () => {
    const id = await newMessage('Files');
    expect(await upload(id, 'sn\n\n')).toMatchObject({ http: 400, code: -12, data: { field: 'file' } });
    expect(await upload(id, 'SN100001\n', { name: 'serials.xlsx' })).toMatchObject({
      code: -25,
      data: { field: 'file' },
    });
    expect(await upload(id, 'SN10\u0000001\n')).toMatchObject({ code: -25 });
    expect(await upload(null, 'SN100001\n')).toMatchObject({ code: -12, data: { field: 'messageId' } });
    expect(await upload('abc', 'SN100001\n')).toMatchObject({ code: -6, data: { field: 'messageId' } });
    expect(await upload(999999, 'SN100001\n')).toMatchObject({ http: 404, code: -15 });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/popups/upload',
      payload: { messageId: id },
      headers: { cookie: cookies['admin@demo.test'] },
    });
    expect(json.json().status).toBe(false);
    expect(await serialsOf(id)).toEqual([]);
  });

  it('pages, sorts and filters the list by text, serial or id', async () => {
    await ctx.deps.db.delete(popupMessages);
    const ids: number[] = [];
    for (const text of ['Alpha notice', 'Bravo notice', 'Charlie notice']) ids.push(await newMessage(text));
    await upload(ids[0], 'SN100020\nSN100021\nSN100022\n');
    await upload(ids[2], 'SN100023\n');
    const page1 = await list('page=1&pageSize=2&sort=-snCount&filter=notice');
    expect(page1.data.total).toBe(3);
    expect(page1.data.rows.map((r: { id: number }) => r.id)).toEqual([ids[0], ids[2]]);
    const page2 = await list('page=2&pageSize=2&sort=-snCount&filter=notice');
    expect(page2.data.rows.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    expect(
      (await list('sort=message&filter=notice')).data.rows.map((r: { message: string }) => r.message),
    ).toEqual(['Alpha notice', 'Bravo notice', 'Charlie notice']);
    expect((await list('filter=sn100023')).data.rows.map((r: { id: number }) => r.id)).toEqual([ids[2]]);
    expect((await list(`filter=${ids[1]}`)).data.rows.map((r: { id: number }) => r.id)).toContain(ids[1]);
    expect(await list('sort=secret')).toMatchObject({ http: 400, code: -6, data: { field: 'sort' } });
  });
});
