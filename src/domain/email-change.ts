/** The one stored form of an address: the API keeps emails lower-case (a constraint of its users table). */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Whether two addresses are one: "Ana@Example.com " is the address already held, so saving it changes nothing. */
export function sameEmailAddress(a: string, b: string): boolean {
  return normaliseEmail(a) === normaliseEmail(b);
}

/**
 * The address a form's save changes the account to (stored form), or null when it keeps the address it was
 * loaded with: the rule the API applies (emailChange), so a form can say what the save did.
 */
export function changedAddress(saved: unknown, loaded: unknown): string | null {
  if (typeof saved !== 'string' || typeof loaded !== 'string' || normaliseEmail(saved) === '' || sameEmailAddress(saved, loaded))
    return null;
  return normaliseEmail(saved);
}

/** What the verification wall needs to know of an account's address. */
export interface AddressVerification {
  email: string;
  email_verified: boolean;
  created_at: string;
  /** When the wait for the current address's verification began, if not at sign-up; absent until an address changes. */
  email_verification_started_at?: string | null;
}

export type EmailChange = Pick<AddressVerification, 'email' | 'email_verified'> & { email_verification_started_at: string | null };

/**
 * The account's address after a request to change it to `requested` at `now`; null when it is the address held
 * (compared case-insensitively), which changes nothing. A new address is unverified until its link is followed.
 *
 * SPEC 4's wall counts 48 hours "since creation" for an address nobody has verified. For a changed address the
 * window counts from the change, not from the account's creation: a person who had a verified address and
 * changes it gets the banner and 48 hours to follow the link, rather than being walled out at once. An address
 * that was itself still unverified keeps its window's start: correcting a mistyped address at sign-up, or changing
 * it again before verifying, cannot put the wall off.
 */
export function emailChange(current: AddressVerification, requested: string, now: string): EmailChange | null {
  if (sameEmailAddress(current.email, requested)) return null;
  return {
    email: normaliseEmail(requested),
    email_verified: false,
    email_verification_started_at: current.email_verified ? now : (current.email_verification_started_at ?? null),
  };
}

/** When the 48-hour window of the account's current address started (see emailChange). */
export function verificationWindowStart(account: Pick<AddressVerification, 'created_at' | 'email_verification_started_at'>): string {
  return account.email_verification_started_at ?? account.created_at;
}
