import {
  createHash,
  randomBytes,
  scrypt,
  scryptSync,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

/**
 * Passwords are kept as scrypt hashes even in the stand-in (decision 027): a copied `.data/db.json`
 * gives no one a password. The parameters travel with each hash, so they can change later.
 */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const PREFIX = 'scrypt';

const derive = (plain: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

const format = (salt: Buffer, key: Buffer): string =>
  [PREFIX, PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');

/** `scrypt$N$r$p$salt$hash` of a new password (random salt). */
export const hashPassword = async (plain: string): Promise<string> => {
  const salt = randomBytes(16);
  return format(salt, await derive(plain, salt, PARAMS));
};

const seedHashes = new Map<string, string>();

/**
 * The seed's hash of a demo password (documented, so public). Its salt comes from the password, which
 * keeps the seed deterministic; computed once per process, since a seed is rebuilt after every Vitest
 * test and scrypt is slow on purpose.
 */
export const seedPasswordHash = (plain: string): string => {
  let hash = seedHashes.get(plain);
  if (!hash) {
    const salt = createHash('sha256').update(`local-api seed: ${plain}`).digest().subarray(0, 16);
    hash = format(salt, scryptSync(plain.normalize('NFC'), salt, KEY_LENGTH, PARAMS));
    seedHashes.set(plain, hash);
  }
  return hash;
};

/** Whether `plain` is the password of `stored`; false for a malformed or missing hash. */
export const verifyPassword = async (plain: string, stored: string | null): Promise<boolean> => {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== PREFIX) return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (![N, r, p].every(Number.isInteger) || expected.length !== KEY_LENGTH) return false;
  const actual = await derive(plain, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
};
