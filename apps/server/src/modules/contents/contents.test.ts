import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contents } from '../../db/schema/contents.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { type TestContext, useTestContext } from '../../test/harness.ts';
import { as, userIdOf } from '../../test/users.ts';

let ctx: TestContext;
useTestContext((c) => {
  ctx = c;
});

const props = (title: string, body: string) => [
  { name: 'title_eng', data: title },
  { name: 'body_eng', data: body },
  { name: 'title_fra', data: `${title} (fr)` },
  { name: 'body_fra', data: '<p>Bonjour</p>' },
];
const propOf = (list: { name: string; data: string }[], name: string) =>
  list.find((p) => p.name === name)?.data;

describe('demo contents', () => {
  it('holds news and at least 6 FAQ items translated in eng, fra and spa', async () => {
    const get = as(ctx, await ctx.login('service@demo.test'));
    const faq = (await get('GET', '/api/contents?type=qa')).json().data;
    expect(faq.length).toBeGreaterThanOrEqual(6);
    for (const item of faq) {
      const titles = ['eng', 'fra', 'spa'].map((l) => propOf(item.props, `title_${l}`));
      expect(new Set(titles).size, JSON.stringify(titles)).toBe(3);
    }
    const news = (await get('GET', '/api/contents?type=news')).json().data;
    expect(news.length).toBeGreaterThanOrEqual(3);
    const dates = news.map((n: { dateCreate: number }) => n.dateCreate);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });
});

describe('reading', () => {
  it('serves texts logged out, news and FAQ only when logged in (-5), hidden ones to staff only', async () => {
    const get = (url: string, cookie?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect((await get('/api/contents/21')).json().data.type).toBe('text');
    const [news] = await ctx.deps.db.select().from(contents).where(eq(contents.type, 'news')).limit(1);
    expect((await get(`/api/contents/${news.id}`)).json().code).toBe(-5);
    expect((await get('/api/contents?type=news')).json().code).toBe(-5);
    await ctx.deps.db.update(contents).set({ hidden: true }).where(eq(contents.id, news.id));
    const partner = await ctx.login('service@demo.test');
    expect((await get(`/api/contents/${news.id}`, partner)).json().code).toBe(-15);
    const listed = (await get('/api/contents?type=news', partner))
      .json()
      .data.map((n: { id: number }) => n.id);
    expect(listed).not.toContain(news.id);
    const staff = await ctx.login('staff@demo.test');
    expect(
      (await get('/api/contents?type=news', staff)).json().data.map((n: { id: number }) => n.id),
    ).toContain(news.id);
    await ctx.deps.db.update(contents).set({ hidden: false }).where(eq(contents.id, news.id));
    expect((await get('/api/contents?type=blog', partner)).json()).toMatchObject({
      code: -19,
      data: { field: 'type' },
    });
  });
});

describe('admin writes', () => {
  it('adds news with sanitised HTML, audits it and notifies everybody but the author (NEW)', async () => {
    const admin = as(ctx, await ctx.login('admin@demo.test'));
    const res = await admin('PUT', '/api/contents', {
      type: 'news',
      props: props(
        'Big <b>news</b>',
        '<p onclick="x()">Hello<script>alert(1)</script><img src="javascript:alert(1)"></p>',
      ),
    });
    const { id } = res.json().data;
    const item = (await admin('GET', `/api/contents/${id}`)).json().data;
    expect(propOf(item.props, 'title_eng')).toBe('Big news');
    expect(propOf(item.props, 'body_eng')).toBe('<p>Hello</p>');
    const serviceId = await userIdOf(ctx, 'service@demo.test');
    const [note] = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, serviceId), eq(notifications.type, 'NEW')));
    expect(note.params).toMatchObject({ contentId: id, title: { eng: 'Big news', fra: 'Big news (fr)' } });
    const adminId = await userIdOf(ctx, 'admin@demo.test');
    expect(
      await ctx.deps.db.$count(
        notifications,
        and(eq(notifications.userId, adminId), eq(notifications.type, 'NEW')),
      ),
    ).toBe(0);
    expect(
      await ctx.deps.db.$count(
        auditLog,
        and(eq(auditLog.entity, 'content'), eq(auditLog.entityId, String(id))),
      ),
    ).toBe(1);
  });

  it('updates props by name, refuses a locked item (-20) until type 1 unlocks it, deletes', async () => {
    const admin = as(ctx, await ctx.login('admin@demo.test'));
    const staff = as(ctx, await ctx.login('staff@demo.test'));
    const { id } = (await staff('PUT', '/api/contents', { type: 'qa', props: props('Q', '<p>A</p>') })).json()
      .data;
    expect(
      (await staff('POST', `/api/contents/${id}`, { props: [{ name: 'title_spa', data: 'P' }] })).json()
        .status,
    ).toBe(true);
    let item = (await staff('GET', `/api/contents/${id}`)).json().data;
    expect(propOf(item.props, 'title_spa')).toBe('P');
    expect(propOf(item.props, 'title_eng')).toBe('Q');
    expect((await staff('POST', `/api/contents/${id}`, { locked: true })).json().status).toBe(true);
    const locked = await staff('POST', `/api/contents/${id}`, { props: [{ name: 'title_eng', data: 'X' }] });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe(-20);
    expect((await staff('POST', `/api/contents/${id}`, { locked: false })).json().code).toBe(-20);
    expect((await staff('DELETE', `/api/contents/${id}`)).json().code).toBe(-20);
    expect((await admin('POST', `/api/contents/${id}`, { locked: false })).json().status).toBe(true);
    expect((await staff('DELETE', `/api/contents/${id}`)).json().status).toBe(true);
    item = (await staff('GET', `/api/contents/${id}`)).json();
    expect(item.code).toBe(-15);
    expect((await staff('DELETE', '/api/contents/21')).json().code).toBe(-20);
  });

  it('refuses non-admins (-11), bad prop names (-6), unknown types (-19)', async () => {
    const partner = as(ctx, await ctx.login('distributor@demo.test'));
    expect((await partner('PUT', '/api/contents', { type: 'qa', props: [] })).json().code).toBe(-11);
    expect((await partner('POST', '/api/contents/21', { hidden: true })).json().code).toBe(-11);
    expect((await partner('DELETE', '/api/contents/21')).json().code).toBe(-11);
    const admin = as(ctx, await ctx.login('admin@demo.test'));
    expect(
      (await admin('PUT', '/api/contents', { type: 'qa', props: [{ name: 'script', data: 'x' }] })).json()
        .code,
    ).toBe(-6);
    expect((await admin('PUT', '/api/contents', { type: 'blog', props: [] })).json().code).toBe(-19);
    expect((await admin('POST', '/api/contents/999999', { hidden: true })).json().code).toBe(-15);
  });
});

describe('news and FAQ need text (issue 13, defect 14)', () => {
  const newsNotes = () => ctx.deps.db.$count(notifications, eq(notifications.type, 'NEW'));

  it('refuses an empty news item (-12 naming the field) and broadcasts nothing', async () => {
    const admin = as(ctx, await ctx.login('admin@demo.test'));
    const before = await newsNotes();
    const count = await ctx.deps.db.$count(contents, eq(contents.type, 'news'));
    const empty = await admin('PUT', '/api/contents', { type: 'news', props: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: -12,
      data: { field: 'title_eng', fields: ['title_eng', 'body_eng'] },
    });
    // Empty after sanitising counts as empty: markup, a script or spaces alone are no text.
    const blank = await admin('PUT', '/api/contents', {
      type: 'news',
      props: props('  <b> </b> ', '<p><script>alert(1)</script>&nbsp;</p><p><br></p>'),
    });
    expect(blank.json()).toMatchObject({
      code: -12,
      data: { field: 'title_eng', fields: ['title_eng', 'body_eng'] },
    });
    const noBody = await admin('PUT', '/api/contents', { type: 'qa', props: props('Question?', '<p></p>') });
    expect(noBody.json()).toMatchObject({ code: -12, data: { field: 'body_eng' } });
    expect(await ctx.deps.db.$count(contents, eq(contents.type, 'news'))).toBe(count);
    expect(await newsNotes()).toBe(before);
  });

  it('refuses emptying an item, and showing a hidden empty one', async () => {
    const admin = as(ctx, await ctx.login('admin@demo.test'));
    const { id } = (
      await admin('PUT', '/api/contents', {
        type: 'news',
        hidden: true,
        props: props('Draft', '<p>Soon</p>'),
      })
    ).json().data;
    const emptied = await admin('POST', `/api/contents/${id}`, {
      props: [{ name: 'body_eng', data: '<p> </p>' }],
    });
    expect(emptied.json()).toMatchObject({ code: -12, data: { field: 'body_eng' } });
    // A legacy empty item stays hidden: showing it would broadcast nothing worth reading.
    await ctx.deps.db
      .update(contents)
      .set({ props: [{ name: 'title_eng', data: '' }] })
      .where(eq(contents.id, id));
    const before = await newsNotes();
    const shown = await admin('POST', `/api/contents/${id}`, { hidden: false });
    expect(shown.json()).toMatchObject({ code: -12, data: { field: 'title_eng' } });
    expect(await newsNotes()).toBe(before);
    // Other languages are optional (eng is the fallback).
    const fixed = await admin('POST', `/api/contents/${id}`, {
      hidden: false,
      props: [
        { name: 'title_eng', data: 'Ready' },
        { name: 'body_eng', data: '<p>Now</p>' },
      ],
    });
    expect(fixed.json().status).toBe(true);
    expect(await newsNotes()).toBeGreaterThan(before);
  });
});
