import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt from `node:crypto` (no native add-on to build).
 *
 * A hash is stored as `scrypt$N$r$p$salt$hash` (salt and hash in base64): the parameters travel
 * with each hash, so the cost can be raised later and old hashes still verify with the values they
 * were made with.
 */
export const productionPasswordCost = 16_384;
const saltBytes = 16;
const keyBytes = 64;

interface Cost {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, keyLength: number, cost: Cost): Promise<Buffer> {
  // scrypt needs about 128·N·r bytes; Node's default ceiling (32 MiB) would refuse raised parameters.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a stored value this code cannot read. */
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * A hash of no one's password, checked when a sign-in names an unknown e-mail, so the answer
   * takes as long as for a known one and its timing does not tell which addresses have accounts.
   */
  decoy(): Promise<string>;
}

/** `N` is scrypt's cost (a power of two): the production value, or a small one for tests. */
export function createPasswordHasher(N: number = productionPasswordCost): PasswordHasher {
  const cost: Cost = { N, r: 8, p: 1 };
  let decoy: Promise<string> | undefined;
  const hash = async (password: string) => {
    const salt = randomBytes(saltBytes);
    const key = await derive(password, salt, keyBytes, cost);
    return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
  };
  return {
    hash,
    async verify(password, stored) {
      const parts = stored.split('$');
      if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
      const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
      if (![n, r, p].every((value) => Number.isInteger(value) && value > 0)) return false;
      const salt = Buffer.from(parts[4]!, 'base64');
      const expected = Buffer.from(parts[5]!, 'base64');
      if (salt.length === 0 || expected.length === 0) return false;
      const actual = await derive(password, salt, expected.length, { N: n, r, p });
      return timingSafeEqual(actual, expected);
    },
    decoy() {
      decoy ??= hash(randomBytes(16).toString('base64'));
      return decoy;
    },
  };
}
