import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/captcha.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';

const SETTING = 'altcha.hmac';
const CHALLENGE_TTL_SECONDS = 10 * 60;
type Keys = { signature: string; keySignature: string };

/** The HMAC keys, generated once and kept in app_settings (every instance shares them). */
export async function altchaKeys(db: Db): Promise<Keys> {
  const fresh: Keys = {
    signature: randomBytes(32).toString('hex'),
    keySignature: randomBytes(32).toString('hex'),
  };
  await db.insert(appSettings).values({ key: SETTING, value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING)).limit(1);
  return row.value as Keys;
}

/**
 * A signed proof-of-work challenge (SHA-256, deterministic counter): solved by the widget in well under
 * the 5 s the form waits, verified with one hash on the server.
 */
export async function createAltchaChallenge(db: Db, now: Date) {
  const keys = await altchaKeys(db);
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(10_000, 40_000),
    deriveKey,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
    expiresAt: Math.floor(now.getTime() / 1000) + CHALLENGE_TTL_SECONDS,
  });
}

function parsePayload(token: string) {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    return payload?.challenge?.parameters && payload.solution ? payload : null;
  } catch {
    return null;
  }
}

/** True for a valid, unexpired solution never used before (each challenge counts once, on every instance). */
export async function verifyAltcha(db: Db, token: string, now: Date): Promise<boolean> {
  const payload = parsePayload(token);
  if (!payload) return false;
  const keys = await altchaKeys(db);
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
    if (!result.verified) return false;
  } catch {
    return false;
  }
  const nonce = String(payload.challenge.parameters.nonce);
  const used = await hitRateLimit(
    db,
    { key: `altcha:${nonce}`, max: 1, windowSeconds: CHALLENGE_TTL_SECONDS * 2 },
    now,
  );
  return used.count === 1;
}
