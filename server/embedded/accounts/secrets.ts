import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer secrets (access and refresh tokens, activation codes): 32 random bytes, base64url so
 * they fit in a header or a URL path as they are.
 */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of a secret: a leaked data file then grants nothing. A plain
 * SHA-256 is enough for 256-bit random secrets (nothing to guess); passwords use scrypt instead.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
