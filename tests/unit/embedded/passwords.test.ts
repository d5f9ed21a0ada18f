import { scryptSync } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createPasswordHasher, productionPasswordCost } from '#server/embedded/accounts/passwords';

// The production cost where a test checks it; the rest hash cheaply, the same way.
const production = createPasswordHasher();
const { hash: hashPassword, verify: verifyPassword, decoy: decoyHash } = createPasswordHasher(1024);

describe('scrypt password hashes', () => {
  test('verify the password they were made from, and only it', async () => {
    const hash = await hashPassword('Ключ-от-щита-2025');
    expect(await verifyPassword('Ключ-от-щита-2025', hash)).toBe(true);
    expect(await verifyPassword('ключ-от-щита-2025', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  test('carry their parameters (production cost by default), so they can change later', async () => {
    const hash = await production.hash('Provod-2025');
    const [scheme, N, r, p, salt, key] = hash.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', String(productionPasswordCost), '8', '1']);
    expect(productionPasswordCost).toBe(16_384);
    expect(await production.verify('Provod-2025', hash)).toBe(true);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
  });

  test('a hash made with other parameters still verifies', async () => {
    // As if made by an earlier build with cheaper parameters and a shorter key.
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('Provod-2025', salt, 32, { N: 1024, r: 8, p: 1 });
    const hash = `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('Provod-2025', hash)).toBe(true);
    expect(await verifyPassword('Provod-2026', hash)).toBe(false);
  });

  test('a random salt each time', async () => {
    expect(await hashPassword('Provod-2025')).not.toBe(await hashPassword('Provod-2025'));
  });

  test.each(['', 'plain-text', 'bcrypt$10$abc', 'scrypt$abc$8$1$c2FsdA==$a2V5', 'scrypt$16384$8$1$$a2V5', 'scrypt$16384$8$1$c2FsdA==$'])(
    'an unreadable stored value (%s) never verifies',
    async (stored) => {
      expect(await verifyPassword('plain-text', stored)).toBe(false);
    },
  );

  test('the decoy hash matches nothing a person would type', async () => {
    expect(await verifyPassword('', await decoyHash())).toBe(false);
    expect(await decoyHash()).toBe(await decoyHash());
  });
});
