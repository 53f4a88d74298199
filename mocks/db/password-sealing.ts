import { hashPassword, isPasswordHash } from './passwords';
import { PERSONA_PASSWORD } from './seed';

let personaHash: string | null = null;

/**
 * No plaintext password reaches the database: whatever a handler or seed put in `password` is hashed on its way
 * to the users row. The personas share one hash per process, so seeding a scope for each test costs no extra scrypt.
 */
export function sealPassword(password: string): string {
  if (isPasswordHash(password)) return password;
  if (password === PERSONA_PASSWORD) return (personaHash ??= hashPassword(PERSONA_PASSWORD));
  return hashPassword(password);
}
