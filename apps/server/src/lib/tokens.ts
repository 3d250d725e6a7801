import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token of 256 bits. */
export function createToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
