import { randomUUID } from 'node:crypto';
import { http } from 'msw';
import type { MockDb } from '../db/mock-db';
import { sendEmail } from '../db/outbox';
import { hashPasswordAsync, verifyPassword } from '../db/passwords';
import { readDb, updateDb } from '../db/store';
import { documentResponse, errorResponse, noContent, notFound, unauthorized } from '../json-api-responses';
import { clientAddress } from '../security/client-address';
import { accountKey, limitKey } from '../security/limit-keys';
import { blockedFor, recordFailure, tooManyRequests } from '../security/rate-limits';
import { endOtherSessions, startNewSession } from '../security/session-control';
import { EMAIL_VERIFICATION_LIFETIME_MS, newToken, tokenHash, tokenState } from '../security/tokens';
import { readWriteRequest } from '../security/write-request';
import { currentUser, organizationResource, userResource } from '../serializers';
import { verificationLinkQuery } from '../../src/domain/email-verification';
import { messages } from '../../src/generated/messages.gen';


function userDocument(userId: string, status = 200) {
  const db = readDb();
  const user = db.users.find((candidate) => candidate.id === userId);
  if (!user) return notFound('User');
  const { data, included } = userResource(user, db.rolePermissions);
  const organization = user.organization_id ? organizationResource(db, user.organization_id) : undefined;
  return documentResponse(data, organization ? [...included, organization] : included, status);
}

function sendVerificationEmail(to: string, code: string, onboardingQuery: string | undefined): void {
  sendEmail({ to, subject: 'Verify your email address', text: 'Follow this link to verify your email address.', link: verificationLink(code, onboardingQuery) });
}

/** A link made in the sign-up funnel returns to its Verify step with the funnel's query; any other to /verify-email. */
function verificationLink(code: string, onboardingQuery: string | undefined): string {
  return onboardingQuery ? `/join/verify${verificationLinkQuery(code, onboardingQuery)}` : `/verify-email?code=${encodeURIComponent(code)}`;
}

/** The funnel query of the person's latest link, so a new link sent later still returns to the funnel. */
function latestOnboardingQuery(userId: string): string | undefined {
  return Object.values(readDb().verificationCodes).filter((entry) => entry.userId === userId && entry.onboardingQuery).at(-1)?.onboardingQuery;
}

/** A new verification code for a person: random, kept only as its hash, good for SPEC 9's 48 hours, once. */
function issueVerificationCode(db: MockDb, userId: string, onboardingQuery: string | undefined): string {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + EMAIL_VERIFICATION_LIFETIME_MS).toISOString();
  db.verificationCodes[hash] = { userId, expiresAt, usedAt: null, ...(onboardingQuery ? { onboardingQuery } : {}) };
  return token;
}

const emailTaken = () => errorResponse(422, [{ detail: messages['error.emailTaken'], pointer: '/data/attributes/email' }]);

export const userHandlers = [
  http.get('*/v1/user', () => {
    const user = currentUser(readDb());
    return user ? userDocument(user.id) : unauthorized();
  }),

  http.post('*/v1/users', async ({ request }) => {
    const body = await readWriteRequest(request, 'create-user');
    if (!body.ok) return body.response;
    const email = String(body.attributes.email).trim().toLowerCase();
    if (readDb().users.some((user) => user.email === email)) return emailTaken();
    const passwordHash = await hashPasswordAsync(String(body.attributes.password));
    const id = `user-${randomUUID()}`;
    const onboardingQuery = typeof body.attributes.onboarding_query === 'string' && body.attributes.onboarding_query.replace(/^\?/, '') !== '' ? body.attributes.onboarding_query : undefined;
    const code = updateDb((db) => {
      db.users.push({
        id, email, password: passwordHash, first_name: String(body.attributes.first_name), last_name: String(body.attributes.last_name), dob: null, sex: null, phone_number: null,
        address: null, reasons_for_joining: [], email_verified: false, created_at: new Date().toISOString(), referral_code: null,
        roles: ['customer'], organization_id: null, deletion_requested_at: null,
      });
      return issueVerificationCode(db, id, onboardingQuery);
    });
    startNewSession(id);
    sendVerificationEmail(email, code, onboardingQuery);
    return userDocument(id, 201);
  }),

  http.patch('*/v1/user', async ({ request }) => {
    const user = currentUser(readDb());
    if (!user) return unauthorized();
    const body = await readWriteRequest(request, 'update-user');
    if (!body.ok) return body.response;
    const changes = { ...body.attributes };
    if (typeof changes.email === 'string') {
      const email = changes.email.trim().toLowerCase();
      if (readDb().users.some((other) => other.email === email && other.id !== user.id)) return emailTaken();
      changes.email = email;
    }
    updateDb((db) => {
      const target = db.users.find((candidate) => candidate.id === user.id);
      if (target) Object.assign(target, changes);
    });
    return userDocument(user.id);
  }),

  http.delete('*/v1/user', () => {
    const user = currentUser(readDb());
    if (!user) return unauthorized();
    updateDb((db) => {
      const target = db.users.find((candidate) => candidate.id === user.id);
      if (target) target.deletion_requested_at = new Date().toISOString();
    });
    endOtherSessions(user.id, false);
    return documentResponse({ type: 'user_deletions', id: user.id, attributes: { success: true } });
  }),

  http.patch('*/v1/password', async ({ request }) => {
    const user = currentUser(readDb());
    if (!user) return unauthorized();
    const body = await readWriteRequest(request, 'change-password');
    if (!body.ok) return body.response;
    const { current_password: current, password, password_confirmation: confirmation } = body.attributes;
    if (confirmation !== undefined && confirmation !== password) {
      return errorResponse(422, [{ detail: messages['validation.passwordConfirmation.mismatch'], pointer: '/data/attributes/password_confirmation' }]);
    }
    const wait = await blockedFor([{ limit: 'signInAccount', key: accountKey(user.email) }]);
    if (wait > 0) return tooManyRequests(wait);
    if (!(await verifyPassword(user.password, current))) {
      await recordFailure([{ limit: 'signInAccount', key: accountKey(user.email) }]);
      return errorResponse(422, [{ detail: 'Current password is incorrect', pointer: '/data/attributes/current_password' }]);
    }
    const passwordHash = await hashPasswordAsync(String(password));
    updateDb((db) => {
      const target = db.users.find((candidate) => candidate.id === user.id);
      if (target) target.password = passwordHash;
    });
    endOtherSessions(user.id, true);
    return noContent();
  }),

  http.post('*/v1/email_verification_codes/verify', async ({ request }) => {
    const addressKey = { limit: 'verificationAddress', key: limitKey(clientAddress(request)) } as const;
    const wait = await blockedFor([addressKey]);
    if (wait > 0) return tooManyRequests(wait);
    const checked = await readWriteRequest(request, 'verify-email');
    if (!checked.ok) return checked.response;
    const hash = tokenHash(String(checked.body.code));
    const entry = readDb().verificationCodes[hash];
    const state = tokenState(entry);
    if (state !== 'valid' || !entry) {
      await recordFailure([addressKey]);
      if (state === 'expired') return errorResponse(410, [{ detail: 'The verification code has expired' }]);
      return errorResponse(422, [{ detail: state === 'used' ? 'The verification code has already been used' : 'The verification code is invalid', pointer: '/code' }]);
    }
    const now = new Date().toISOString();
    // One atomic change: the code is spent and the email verified, or neither (a second use finds it spent).
    const spent = updateDb((db) => {
      const stored = db.verificationCodes[hash];
      if (!stored || tokenState(stored) !== 'valid') return false;
      stored.usedAt = now;
      const target = db.users.find((candidate) => candidate.id === stored.userId);
      if (target) target.email_verified = true;
      return true;
    });
    if (!spent) return errorResponse(422, [{ detail: 'The verification code has already been used', pointer: '/code' }]);
    return noContent();
  }),

  http.post('*/v1/email_verification_codes', async () => {
    const user = currentUser(readDb());
    if (!user) return unauthorized();
    const resendKey = { limit: 'verificationResend', key: limitKey(user.id) } as const;
    const wait = await blockedFor([resendKey]);
    if (wait > 0) return tooManyRequests(wait);
    await recordFailure([resendKey]);
    const onboardingQuery = latestOnboardingQuery(user.id);
    const code = updateDb((db) => issueVerificationCode(db, user.id, onboardingQuery));
    sendVerificationEmail(user.email, code, onboardingQuery);
    return noContent();
  }),

  http.get('*/v1/user_preferences/:id', ({ params }) => {
    const user = currentUser(readDb());
    if (!user || params.id !== user.id) return unauthorized();
    const preferences = readDb().userPreferences[user.id] ?? { marketing_email: false, personalised_offers: false };
    return documentResponse({ type: 'user_preferences', id: user.id, attributes: preferences });
  }),

  http.patch('*/v1/user_preferences/:id', async ({ request, params }) => {
    const user = currentUser(readDb());
    if (!user || params.id !== user.id) return unauthorized();
    const body = await readWriteRequest(request, 'update-user-preferences');
    if (!body.ok) return body.response;
    const preferences = updateDb((db) => {
      const next = { marketing_email: false, personalised_offers: false, ...db.userPreferences[user.id], ...body.attributes };
      db.userPreferences[user.id] = next;
      return next;
    });
    return documentResponse({ type: 'user_preferences', id: user.id, attributes: preferences });
  }),

  http.get('*/v1/payment_method', () => {
    const user = currentUser(readDb());
    if (!user) return unauthorized();
    const method = readDb().paymentMethods[user.id];
    return method ? documentResponse({ type: 'payment_methods', id: user.id, attributes: method }) : notFound('Payment method');
  }),

  http.post('*/v1/intercom_identities', async ({ request }) => {
    const user = currentUser(readDb());
    if (!user) return unauthorized();
    const body = await readWriteRequest(request, 'create-chat-identity');
    if (!body.ok) return body.response;
    return documentResponse({ type: 'intercom_identities', id: 'web', attributes: { device_type: body.attributes.device_type, intercom_hmac_digest: `mock-hmac-${user.id}` } }, [], 201);
  }),

  http.get('*/v1/addresses', ({ request }) => {
    const postcode = new URL(request.url).searchParams.get('postcode')?.trim().toUpperCase() ?? '';
    if (!/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/.test(postcode)) return errorResponse(422, [{ detail: 'Please enter a valid postcode', pointer: '/postcode' }]);
    const streets = ['High Street', 'Station Road', 'Church Lane'];
    return documentResponse(
      streets.map((street, index) => ({ type: 'addresses', id: `${postcode}-${index}`, attributes: { line1: `${index + 1} ${street}`, locality: 'London', postcode } })),
    );
  }),
];
