import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { enqueueMail } from './enqueue-mail.ts';
import { drainOutbox, OUTBOX_MAX_ATTEMPTS, retryDelaySeconds } from './outbox-drain.ts';
import { mailTemplates, renderMail } from './templates.ts';

type Received = { from: string; to: string[]; data: string };

let ctx: TestContext;
let smtp: SMTPServer;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('outbox over SMTP', () => {
  it('delivers a password-reset mail with its link to a real SMTP listener', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { method: 'resetPassword', email: 'service@demo.test' },
    });
    expect(res.json().status).toBe(true);
    expect(await drainOutbox(ctx.deps)).toEqual({ sent: 1, failed: 0 });
    expect(received).toHaveLength(1);
    const mail = received[0];
    expect(mail.to).toEqual(['service@demo.test']);
    expect(mail.from).toBe('no-reply@poolside.test');
    const body = mail.data.replace(/=\r?\n/g, '');
    expect(body).toMatch(/http:\/\/localhost:3000\/login\/recovery\/[A-Za-z0-9_-]{43}/);
    expect(mail.data).toMatch(/^Subject: Reset your Poolside Portal password/m);
    // Drained once: a second run sends nothing again.
    expect(await drainOutbox(ctx.deps)).toEqual({ sent: 0, failed: 0 });
  });

  it('retries a failed send with growing delays and records the error', async () => {
    const id = await enqueueMail(ctx.deps.db, {
      to: 'staff@demo.test',
      template: 'userApproved',
      language: 'fra',
      params: { name: 'Sam', link: 'http://localhost:3000/login' },
    });
    const failing = { send: async () => Promise.reject(new Error('451 try later')), close() {} };
    expect(await drainOutbox(ctx.deps, failing)).toEqual({ sent: 0, failed: 1 });
    let [row] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ attempts: 1, lastError: '451 try later', sentAt: null });
    expect(row.nextAttemptAt.getTime() - ctx.clock.now().getTime()).toBe(retryDelaySeconds(1) * 1000);

    // Not due yet: nothing happens before the delay.
    expect(await drainOutbox(ctx.deps, failing)).toEqual({ sent: 0, failed: 0 });
    ctx.clock.advance(retryDelaySeconds(1));
    expect(await drainOutbox(ctx.deps)).toEqual({ sent: 1, failed: 0 });
    [row] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row.sentAt).not.toBeNull();
    expect(received.at(-1)?.to).toEqual(['staff@demo.test']);
    expect(row.subject).toBe('Votre compte Poolside Portal est activé');
    expect(retryDelaySeconds(2)).toBe(2 * retryDelaySeconds(1));
    expect(retryDelaySeconds(OUTBOX_MAX_ATTEMPTS + 10)).toBe(6 * 3600);
  });
});

describe('mail templates', () => {
  it('has every template in eng, fra and spa, each language its own text', () => {
    const params = {
      passwordReset: { name: 'N', link: 'http://x/l', validMinutes: 60 },
      userPending: { adminName: 'A', userName: 'U', userEmail: 'u@x', companyName: 'C', link: 'http://x/u' },
      userApproved: { name: 'N', link: 'http://x/l' },
      notification: { name: 'N', title: 'T', text: 'Body', link: 'http://x/n' },
      contactMessage: {
        fullName: 'F',
        company: '',
        email: 'e@x',
        phone: '',
        message: 'M',
        fileLink: 'http://x/f',
      },
      orderPlaced: {
        name: 'N',
        orderId: 7,
        lines: ['1 × P'],
        shipping: 'S',
        total: '$1.00',
        shipTo: 'A',
        link: 'http://x/o',
      },
    } as const;
    for (const template of Object.keys(mailTemplates) as (keyof typeof params)[]) {
      const eng = renderMail(template, 'eng', params[template]);
      const fra = renderMail(template, 'fra', params[template]);
      const spa = renderMail(template, 'spa', params[template]);
      expect(new Set([eng.text, fra.text, spa.text]).size, template).toBe(3);
      expect(eng.html).toContain('<a href="http://x/');
    }
  });

  it('escapes parameters in the HTML part', () => {
    const { html } = renderMail('notification', 'eng', {
      name: '<b>x</b>',
      title: 't',
      text: '<script>alert(1)</script>',
      link: 'http://x/"onclick',
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"onclick');
  });
});
