import { http } from 'msw';
import { sendEmail } from '../db/outbox';
import { hashPasswordAsync, verifyPassword } from '../db/passwords';
import { addVerificationCode, createAccount, latestOnboardingQuery } from '../db/accounts-store';
import { isUniqueViolation } from '../db/database-errors';
import { newId } from '../db/ids';
import type { MockDb } from '../db/mock-db';
import { readConnection, readDb, updateAccountOf, updateDb } from '../db/store';
import { deleteShareLinksOf } from '../db/share-links-store';
import { documentResponse, errorResponse, noContent, notFound, unauthorized } from '../json-api-responses';
import { clientAddress } from '../security/client-address';
import { accountKey, limitKey } from '../security/limit-keys';
import { blockedFor, recordFailure, tooManyRequests } from '../security/rate-limits';
import { endOtherSessions, startNewSession } from '../security/session-control';
import { spendVerificationCode, verificationCodeState } from '../security/token-store';
import { newToken } from '../security/tokens';
import { readWriteRequest } from '../security/write-request';
import { currentUser, organizationResource, userResource } from '../serializers';
import { verificationLinkQuery } from '../../src/domain/email-verification';
import { messages } from '../../src/generated/messages.gen';


async function userDocument(userId: string, loaded?: MockDb, status = 200) {
  const db = loaded ?? (await readDb(['users']));
  const user = db.users.find((candidate) => candidate.id === userId);
  if (!user) return notFound('User');
  const { data, included } = userResource(user, db.rolePermissions);
  const organization = user.organization_id ? organizationResource(db, user.organization_id) : undefined;
  return documentResponse(data, organization ? [...included, organization] : included, status);
}

async function sendVerificationEmail(to: string, code: string, onboardingQuery: string | undefined): Promise<void> {
  await sendEmail({ to, subject: 'Verify your email address', text: 'Follow this link to verify your email address.', link: verificationLink(code, onboardingQuery) });
}

/** A link made in the sign-up funnel returns to its Verify step with the funnel's query; any other to /verify-email. */
function verificationLink(code: string, onboardingQuery: string | undefined): string {
  return onboardingQuery ? `/join/verify${verificationLinkQuery(code, onboardingQuery)}` : `/verify-email?code=${encodeURIComponent(code)}`;
}


const emailTaken = () => errorResponse(422, [{ detail: messages['error.emailTaken'], pointer: '/data/attributes/email' }]);

/** Whether another account (deleted or not: the email stays theirs until it is gone) holds this email. */
async function emailHeldByAnother(email: string, userId: string): Promise<boolean> {
  const db = await readConnection();
  return (await db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst()) !== undefined;
}

export const userHandlers = [
  http.get('*/v1/user', async () => {
    const db = await readDb(['users']);
    const user = currentUser(db);
    return user ? userDocument(user.id, db) : unauthorized();
  }),

  http.post('*/v1/users', async ({ request }) => {
    const body = await readWriteRequest(request, 'create-user');
    if (!body.ok) return body.response;
    const email = String(body.attributes.email).trim().toLowerCase();
    const id = newId('user');
    const onboardingQuery = typeof body.attributes.onboarding_query === 'string' && body.attributes.onboarding_query.replace(/^\?/, '') !== '' ? body.attributes.onboarding_query : undefined;
    const { token: code } = newToken();
    const outcome = await createAccount({
      id, email, password: String(body.attributes.password), first_name: String(body.attributes.first_name),
      last_name: String(body.attributes.last_name), dob: null, sex: null, phone_number: null, address: null,
      reasons_for_joining: [], email_verified: false, created_at: new Date().toISOString(), referral_code: null,
      roles: ['customer'], organization_id: null, deletion_requested_at: null,
    }, { code, onboardingQuery: onboardingQuery ?? null });
    if (outcome === 'taken') return emailTaken();
    startNewSession(id);
    await sendVerificationEmail(email, code, onboardingQuery);
    return userDocument(id, undefined, 201);
  }),

  http.patch('*/v1/user', async ({ request }) => {
    const user = currentUser(await readDb([]));
    if (!user) return unauthorized();
    const body = await readWriteRequest(request, 'update-user');
    if (!body.ok) return body.response;
    const changes = { ...body.attributes };
    if (typeof changes.email === 'string') {
      const email = changes.email.trim().toLowerCase();
      if (await emailHeldByAnother(email, user.id)) return emailTaken();
      changes.email = email;
    }
    let changed: MockDb;
    try {
      changed = await updateDb((db) => {
        const target = db.users.find((candidate) => candidate.id === user.id);
        if (target) Object.assign(target, changes);
        return db;
      }, []);
    } catch (error) {
      // The unique email constraint settles a race with another account taking the same email.
      if (isUniqueViolation(error)) return emailTaken();
      throw error;
    }
    return userDocument(user.id, changed);
  }),

  http.delete('*/v1/user', async () => {
    const user = currentUser(await readDb([]));
    if (!user) return unauthorized();
    await updateDb((db) => {
      const target = db.users.find((candidate) => candidate.id === user.id);
      if (target) target.deletion_requested_at = new Date().toISOString();
    }, []);
    await endOtherSessions(user.id, false);
    // What the person shared with doctors stops opening at once, and its openings go with it.
    await deleteShareLinksOf(user.id);
    return documentResponse({ type: 'user_deletions', id: user.id, attributes: { success: true } });
  }),

  http.patch('*/v1/password', async ({ request }) => {
    const user = currentUser(await readDb([]));
    if (!user) return unauthorized();
    const body = await readWriteRequest(request, 'change-password');
    if (!body.ok) return body.response;
    const { current_password: current, password, password_confirmation: confirmation } = body.attributes;
    if (confirmation !== undefined && confirmation !== password) {
      return errorResponse(422, [{ detail: messages['validation.passwordConfirmation.mismatch'], pointer: '/data/attributes/password_confirmation' }]);
    }
    // Guessing the current password here counts against the account like a sign-in.
    const accountLimit = { limit: 'signInAccount', key: accountKey(user.email) } as const;
    const wait = await blockedFor([accountLimit]);
    if (wait > 0) return tooManyRequests(wait);
    if (!(await verifyPassword(user.password, current))) {
      await recordFailure([accountLimit]);
      return errorResponse(422, [{ detail: 'Current password is incorrect', pointer: '/data/attributes/current_password' }]);
    }
    const passwordHash = await hashPasswordAsync(String(password));
    await updateDb((db) => {
      const target = db.users.find((candidate) => candidate.id === user.id);
      if (target) target.password = passwordHash;
    }, []);
    await endOtherSessions(user.id, true);
    return noContent();
  }),

  http.post('*/v1/email_verification_codes/verify', async ({ request }) => {
    const addressLimit = { limit: 'verificationAddress', key: limitKey(clientAddress(request)) } as const;
    const wait = await blockedFor([addressLimit]);
    if (wait > 0) return tooManyRequests(wait);
    const checked = await readWriteRequest(request, 'verify-email');
    if (!checked.ok) return checked.response;
    const code = String(checked.body.code);
    const userId = await spendVerificationCode(code);
    if (userId === null) {
      await recordFailure([addressLimit]);
      const state = await verificationCodeState(code);
      if (state === 'expired') return errorResponse(410, [{ detail: 'The verification code has expired' }]);
      // A link works once; opened again (another browser, an old email) the app says the address is verified already.
      if (state === 'used') return errorResponse(409, [{ detail: 'This email address is already verified' }]);
      return errorResponse(422, [{ detail: 'The verification code is invalid', pointer: '/code' }]);
    }
    await updateAccountOf(userId, (db) => {
      const target = db.users.find((candidate) => candidate.id === userId);
      if (target) target.email_verified = true;
    }, []);
    return noContent();
  }),

  http.post('*/v1/email_verification_codes', async () => {
    const user = currentUser(await readDb([]));
    if (!user) return unauthorized();
    const resendLimit = { limit: 'verificationResend', key: limitKey(user.id) } as const;
    const wait = await blockedFor([resendLimit]);
    if (wait > 0) return tooManyRequests(wait);
    await recordFailure([resendLimit]);
    const { token: code } = newToken();
    const onboardingQuery = await latestOnboardingQuery(user.id);
    await addVerificationCode(user.id, code, onboardingQuery);
    await sendVerificationEmail(user.email, code, onboardingQuery ?? undefined);
    return noContent();
  }),

  http.get('*/v1/user_preferences/:id', async ({ params }) => {
    const user = currentUser(await readDb([]));
    if (!user || params.id !== user.id) return unauthorized();
    const preferences = (await readDb()).userPreferences[user.id] ?? { marketing_email: false, personalised_offers: false };
    return documentResponse({ type: 'user_preferences', id: user.id, attributes: preferences });
  }),

  http.patch('*/v1/user_preferences/:id', async ({ request, params }) => {
    const user = currentUser(await readDb([]));
    if (!user || params.id !== user.id) return unauthorized();
    const body = await readWriteRequest(request, 'update-user-preferences');
    if (!body.ok) return body.response;
    const preferences = await updateDb((db) => {
      const next = { marketing_email: false, personalised_offers: false, ...db.userPreferences[user.id], ...body.attributes };
      db.userPreferences[user.id] = next;
      return next;
    });
    return documentResponse({ type: 'user_preferences', id: user.id, attributes: preferences });
  }),

  http.get('*/v1/payment_method', async () => {
    const user = currentUser(await readDb([]));
    if (!user) return unauthorized();
    const method = (await readDb()).paymentMethods[user.id];
    return method ? documentResponse({ type: 'payment_methods', id: user.id, attributes: method }) : notFound('Payment method');
  }),

  http.post('*/v1/intercom_identities', async ({ request }) => {
    const user = currentUser(await readDb([]));
    if (!user) return unauthorized();
    const body = await readWriteRequest(request, 'create-chat-identity');
    if (!body.ok) return body.response;
    return documentResponse({ type: 'intercom_identities', id: 'web', attributes: { device_type: body.attributes.device_type, intercom_hmac_digest: `mock-hmac-${user.id}` } }, [], 201);
  }),

  http.get('*/v1/addresses', async ({ request }) => {
    const postcode = new URL(request.url).searchParams.get('postcode')?.trim().toUpperCase() ?? '';
    if (!/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/.test(postcode)) return errorResponse(422, [{ detail: 'Please enter a valid postcode', pointer: '/postcode' }]);
    const streets = ['High Street', 'Station Road', 'Church Lane'];
    return documentResponse(
      streets.map((street, index) => ({ type: 'addresses', id: `${postcode}-${index}`, attributes: { line1: `${index + 1} ${street}`, locality: 'London', postcode } })),
    );
  }),
];
