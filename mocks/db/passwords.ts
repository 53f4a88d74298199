import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const PREFIX = 'scrypt';
const KEY_LENGTH = 32;

/** "scrypt$<salt hex>$<key hex>": what the store keeps instead of a password (node:crypto defaults N=16384, r=8, p=1). */
export function hashPassword(plain: string, salt: Buffer = randomBytes(16)): string {
  return `${PREFIX}$${salt.toString('hex')}$${scryptSync(plain, salt, KEY_LENGTH).toString('hex')}`;
}

export function isPasswordHash(value: string): boolean {
  return value.startsWith(`${PREFIX}$`);
}

/** True when `candidate` is the password behind `stored`; a person with no password (null) never matches. */
export function verifyPassword(stored: string | null, candidate: unknown): boolean {
  if (stored === null || typeof candidate !== 'string' || !isPasswordHash(stored)) return false;
  const [, saltHex = '', keyHex = ''] = stored.split('$');
  const expected = Buffer.from(keyHex, 'hex');
  const actual = scryptSync(candidate, Buffer.from(saltHex, 'hex'), expected.length);
  return expected.length === KEY_LENGTH && timingSafeEqual(expected, actual);
}

const scryptAsync = (plain: string, salt: Buffer, length: number) =>
  new Promise<Buffer>((resolve, reject) => scrypt(plain, salt, length, (error, key) => (error ? reject(error) : resolve(key))));

/** hashPassword on libuv's thread pool: a burst of sign-ups must not stall every other request (scrypt takes ~50 ms of CPU). */
export async function hashPasswordAsync(plain: string, salt: Buffer = randomBytes(16)): Promise<string> {
  return `${PREFIX}$${salt.toString('hex')}$${(await scryptAsync(plain, salt, KEY_LENGTH)).toString('hex')}`;
}

/** verifyPassword on the thread pool, for the same reason. */
export async function verifyPasswordAsync(stored: string | null, candidate: unknown): Promise<boolean> {
  if (stored === null || typeof candidate !== 'string' || !isPasswordHash(stored)) return false;
  const [, saltHex = '', keyHex = ''] = stored.split('$');
  const expected = Buffer.from(keyHex, 'hex');
  if (expected.length !== KEY_LENGTH) return false;
  return timingSafeEqual(expected, await scryptAsync(candidate, Buffer.from(saltHex, 'hex'), expected.length));
}
