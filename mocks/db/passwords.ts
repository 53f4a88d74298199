import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const PREFIX = 'scrypt';
const KEY_LENGTH = 32;

/** scrypt on libuv's thread pool: a sign-in's ~80 ms of hashing never holds up other people's requests. */
function scryptAsync(plain: string, salt: Buffer, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(plain, salt, length, (error, key) => (error ? reject(error) : resolve(key))));
}

const format = (salt: Buffer, key: Buffer): string => `${PREFIX}$${salt.toString('hex')}$${key.toString('hex')}`;

/**
 * "scrypt$<salt hex>$<key hex>": what the store keeps instead of a password (node:crypto defaults N=16384, r=8, p=1).
 * Synchronous, for seeding only; requests use hashPasswordAsync.
 */
export function hashPassword(plain: string, salt: Buffer = randomBytes(16)): string {
  return format(salt, scryptSync(plain, salt, KEY_LENGTH));
}

export async function hashPasswordAsync(plain: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await scryptAsync(plain, salt, KEY_LENGTH));
}

export function isPasswordHash(value: string): boolean {
  return value.startsWith(`${PREFIX}$`);
}

/** Hashed once per process: what an unknown email's sign-in is checked against, so it costs what a known one does. */
let dummyHash: Promise<string> | null = null;

/**
 * True when `candidate` is the password behind `stored`. A person with no password (null) or no account
 * (undefined) never matches, but the same scrypt work is done, so timing does not tell which emails have accounts.
 */
export async function verifyPassword(stored: string | null | undefined, candidate: unknown): Promise<boolean> {
  const real = typeof stored === 'string' && isPasswordHash(stored);
  const hash = real ? stored : await (dummyHash ??= hashPasswordAsync(randomBytes(16).toString('hex')));
  const [, saltHex = '', keyHex = ''] = hash.split('$');
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await scryptAsync(typeof candidate === 'string' ? candidate : '', Buffer.from(saltHex, 'hex'), expected.length);
  return real && typeof candidate === 'string' && expected.length === KEY_LENGTH && timingSafeEqual(expected, actual);
}
