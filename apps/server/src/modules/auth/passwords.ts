import { hash, verify } from '@node-rs/argon2';

// argon2id (the library default) with OWASP's minimum memory cost.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password; call it before opening a transaction (it is slow on purpose). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Compared against when the e-mail is unknown, so both paths cost the same time.
let dummyHash: Promise<string> | null = null;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}
