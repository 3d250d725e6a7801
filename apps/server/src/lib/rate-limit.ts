import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rateCounters } from '../db/schema/infrastructure.ts';
import { AppError } from './app-error.ts';

/** A fixed-window limit: at most `max` hits per `windowSeconds`. */
export type RateRule = { key: string; max: number; windowSeconds: number };

export type RateState = { count: number; retryAfter: number };

// DESIGN.md section 5. Keys name the rule and its subject; e-mails are lower-cased by the callers.
export const rateRules = {
  loginAccountIp: (email: string, ip: string): RateRule => ({
    key: `login:acct-ip:${email}|${ip}`,
    max: 10,
    windowSeconds: 15 * 60,
  }),
  loginIp: (ip: string): RateRule => ({ key: `login:ip:${ip}`, max: 30, windowSeconds: 15 * 60 }),
  // DESIGN.md says 5 per account per hour; counted per (account, IP) as login is (issue 19), so requests from
  // elsewhere cannot block the owner's reset; the per-IP rule below bounds the mail one address can cause.
  resetAccountIp: (email: string, ip: string): RateRule => ({
    key: `reset:acct-ip:${email}|${ip}`,
    max: 5,
    windowSeconds: 3600,
  }),
  // Not in DESIGN.md: the spec's -15 tells whether an e-mail exists, so one address may not probe many.
  resetIp: (ip: string): RateRule => ({ key: `reset:ip:${ip}`, max: 20, windowSeconds: 3600 }),
  contactIp: (ip: string): RateRule => ({ key: `contact:ip:${ip}`, max: 5, windowSeconds: 3600 }),
  // Issue 19: a logged-in user's uploads per hour, by count and by volume (KiB), from configuration.
  uploadUser: (userId: number, max: number): RateRule => ({
    key: `upload:user:${userId}`,
    max,
    windowSeconds: 3600,
  }),
  uploadVolume: (userId: number, maxKiB: number): RateRule => ({
    key: `upload:kib:${userId}`,
    max: maxKiB,
    windowSeconds: 3600,
  }),
};

function secondsUntil(end: Date, now: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
}

/**
 * Counts one hit (or `amount`, e.g. KiB uploaded) in one atomic statement (every instance shares the row): a
 * window that has ended starts again at the amount. Returns the count in the current window.
 */
export async function hitRateLimit(db: DbOrTx, rule: RateRule, now: Date, amount = 1): Promise<RateState> {
  const windowEnd = new Date(now.getTime() + rule.windowSeconds * 1000);
  const [row] = await db
    .insert(rateCounters)
    .values({ key: rule.key, count: amount, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${rateCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz then ${amount}::int else ${rateCounters.count} + ${amount}::int end`,
        windowEndsAt: sql`case when ${rateCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz then excluded.window_ends_at else ${rateCounters.windowEndsAt} end`,
      },
    })
    .returning({ count: rateCounters.count, windowEndsAt: rateCounters.windowEndsAt });
  return { count: row.count, retryAfter: secondsUntil(row.windowEndsAt, now) };
}

/** The hits counted so far in the current window, without counting one. */
export async function peekRateLimit(db: DbOrTx, rule: RateRule, now: Date): Promise<RateState> {
  const [row] = await db.select().from(rateCounters).where(eq(rateCounters.key, rule.key)).limit(1);
  if (!row || row.windowEndsAt <= now) return { count: 0, retryAfter: 0 };
  return { count: row.count, retryAfter: secondsUntil(row.windowEndsAt, now) };
}

/** -8 with 429 and Retry-After; `field` names the input the refusal is about (the profile's currentPass). */
export function throttled(retryAfter: number, field?: string): AppError {
  return new AppError(
    'loginFailed',
    { retryAfter, ...(field && { field, fields: [field] }) },
    { httpStatus: 429 },
  );
}

/** The login limits of an account at an address: per (account, IP) and per IP (DESIGN.md section 5). */
export function loginRules(email: string, ip: string): RateRule[] {
  return [rateRules.loginAccountIp(email.trim().toLowerCase(), ip), rateRules.loginIp(ip)];
}

/**
 * Counts one attempt under every rule before the attempt is checked, each in one atomic statement, and refuses it
 * (429, -8, Retry-After) when a rule goes over its limit: concurrent attempts cannot all pass a check made before
 * any of them was counted. A refused attempt is taken back from the rules counted before the one that refused it,
 * so hammering one account does not use up its address's limit. A right answer takes its attempt back
 * (`takeBackAttempt`): only failures stay counted.
 */
export async function countAttempt(db: DbOrTx, rules: RateRule[], now: Date, field?: string) {
  for (const [i, rule] of rules.entries()) {
    const state = await hitRateLimit(db, rule, now);
    if (state.count > rule.max) {
      await takeBackAttempt(db, rules.slice(0, i), now);
      throw throttled(state.retryAfter, field);
    }
  }
}

/** Takes back one attempt counted by `countAttempt` (it turned out right), in one statement. */
export async function takeBackAttempt(db: DbOrTx, rules: RateRule[], now: Date) {
  if (rules.length === 0) return;
  await db
    .update(rateCounters)
    .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
    .where(
      and(
        inArray(
          rateCounters.key,
          rules.map((r) => r.key),
        ),
        sql`${rateCounters.windowEndsAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
}

/** Refuses (429, -8, Retry-After) when any rule has already reached its limit; counts nothing. */
export async function assertUnderLimits(db: DbOrTx, rules: RateRule[], now: Date) {
  for (const rule of rules) {
    const state = await peekRateLimit(db, rule, now);
    if (state.count >= rule.max) throw throttled(state.retryAfter);
  }
}

/** Counts a hit (or `amount`) and refuses it when it goes over the limit (reset requests, contact, uploads). */
export async function consumeRateLimit(db: DbOrTx, rule: RateRule, now: Date, amount = 1) {
  const state = await hitRateLimit(db, rule, now, amount);
  if (state.count > rule.max) throw throttled(state.retryAfter);
}

/** The contact form's limit (5 per IP per hour), for the contact issue. */
export function consumeContactLimit(db: DbOrTx, ip: string, now: Date) {
  return consumeRateLimit(db, rateRules.contactIp(ip), now);
}

export async function clearRateLimit(db: DbOrTx, rule: RateRule) {
  await db.delete(rateCounters).where(eq(rateCounters.key, rule.key));
}

/** Drops counters whose window has ended (housekeeping; a stale row is harmless but takes space). */
export async function purgeRateCounters(db: DbOrTx, now: Date) {
  await db.delete(rateCounters).where(sql`${rateCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`);
}
