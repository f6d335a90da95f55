import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { deserialize, serialize } from '@phc/format';

/** scrypt's block size and parallelism from the OWASP Password Storage Cheat Sheet (N = 2^17, r = 8, p = 1). */
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 · N · r bytes; Node's default cap (32 MiB) is below N = 2^17.
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? BLOCK_SIZE);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password with scrypt (node:crypto) and a fresh 16-byte salt, as a PHC string that carries its own
 * parameters, so a later cost change still verifies old hashes.
 * @param cost log2 of scrypt's N; OWASP recommends at least 17.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const params = { ln: cost, r: BLOCK_SIZE, p: PARALLELISM };
  const hash = await derive(password, salt, { N: 2 ** cost, r: BLOCK_SIZE, p: PARALLELISM });
  return serialize({ id: 'scrypt', params, salt, hash });
}

/** True when `password` matches a PHC string from {@link hashPassword}; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const { id, params, salt, hash } = deserialize(stored);
  if (id !== 'scrypt' || !params || !salt || !hash) throw new Error('Unsupported password hash');
  const key = await derive(password, salt, { N: 2 ** Number(params.ln), r: Number(params.r), p: Number(params.p) });
  return key.length === hash.length && timingSafeEqual(key, hash);
}
