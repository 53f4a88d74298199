import { http } from 'msw';
import { sendEmail } from '../db/outbox';
import { hashPasswordAsync, verifyPassword } from '../db/passwords';
import { createAccount, issueVerificationCode, restartAddressVerification } from '../db/accounts-store';
import { isUniqueViolation } from '../db/database-errors';
import { newId } from '../db/ids';
import type { MockDb } from '../db/mock-db';
import { readConnection, readDb, updateAccountWith, updateDb } from '../db/store';
import { deleteShareLinksOf } from '../db/share-links-store';
import { documentResponse, errorResponse, noContent, notFound, unauthorized } from '../json-api-responses';
import { clientAddress } from '../security/client-address';
import { accountKey, limitKey } from '../security/limit-keys';
import { releaseAttempt, reserveAttempt, tooManyRequests } from '../security/rate-limits';
import { endOtherSessions, startNewSession } from '../security/session-control';
import { verificationCodeState, verifyAddressWithCode } from '../security/token-store';
import { newToken } from '../security/tokens';
import { readWriteRequest } from '../security/write-request';
import { currentUser, organizationResource, userResource } from '../serializers';
import { emailChange, normaliseEmail, sameEmailAddress } from '../../src/domain/email-change';
import { verificationLinkQuery } from '../../src/domain/email-verification';
import { appConfig } from '../../src/generated/app-config.gen';
import { messages, type MessageKey } from '../../src/generated/messages.gen';
import { message } from '../../src/ui/message';

async function userDocument(userId: string, loaded?: MockDb, status = 200) {
  const db = loaded ?? (await readDb(['users']));
  const user = db.users.find((candidate) => candidate.id === userId);
  if (!user) return notFound('User');
  const { data, included } = userResource(user, db.rolePermissions);
  const organization = user.organization_id ? organizationResource(db, user.organization_id) : undefined;
  return documentResponse(data, organization ? [...included, organization] : included, status);
}

const mailValues = { productName: appConfig.productName, helpEmail: appConfig.footer.helpEmail };

async function sendVerificationEmail(
  to: string,
  code: string,
  onboardingQuery: string | undefined,
  text: MessageKey = 'mail.verify.text',
): Promise<void> {
  await sendEmail({
    to,
    subject: message('mail.verify.subject'),
    text: message(text, mailValues),
    link: verificationLink(code, onboardingQuery),
  });
}

/** An address change: a link to verify the new address, and to the one it replaced a notice with no link at all. */
async function sendAddressChangeEmails(change: { from: string; to: string }, code: string): Promise<void> {
  await sendVerificationEmail(change.to, code, undefined, 'mail.verify.newAddressText');
  await sendEmail({
    to: change.from,
    subject: message('mail.addressChanged.subject'),
    text: message('mail.addressChanged.text', mailValues),
  });
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
    const email = normaliseEmail(String(body.attributes.email));
    const id = newId('user');
    const onboardingQuery =
      typeof body.attributes.onboarding_query === 'string' && body.attributes.onboarding_query.replace(/^\?/, '') !== ''
        ? body.attributes.onboarding_query
        : undefined;
    const { token: code } = newToken();
    const outcome = await createAccount(
      {
        id,
        email,
        password: String(body.attributes.password),
        first_name: String(body.attributes.first_name),
        last_name: String(body.attributes.last_name),
        dob: null,
        sex: null,
        phone_number: null,
        address: null,
        reasons_for_joining: [],
        email_verified: false,
        created_at: new Date().toISOString(),
        referral_code: null,
        roles: ['customer'],
        organization_id: null,
        deletion_requested_at: null,
      },
      { code, onboardingQuery: onboardingQuery ?? null },
    );
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
    const { email: requested, ...changes } = body.attributes;
    if (
      typeof requested === 'string' &&
      !sameEmailAddress(requested, user.email) &&
      (await emailHeldByAnother(normaliseEmail(requested), user.id))
    )
      return emailTaken();
    const { token: code } = newToken();
    let saved: { db: MockDb; addressChange: { from: string; to: string } | null };
    try {
      saved = await updateAccountWith(
        user.id,
        async (db, trx) => {
          const target = db.users.find((candidate) => candidate.id === user.id);
          if (!target) return { db, addressChange: null };
          Object.assign(target, changes);
          // Decided on the locked row: the address held now, not the one read before the lock.
          const next = typeof requested === 'string' ? emailChange(target, requested, new Date().toISOString()) : null;
          if (next === null) return { db, addressChange: null };
          const from = target.email;
          Object.assign(target, next);
          await restartAddressVerification(trx, user.id, code);
          return { db, addressChange: { from, to: next.email } };
        },
        [],
      );
    } catch (error) {
      // The unique email constraint settles a race with another account taking the same email.
      if (isUniqueViolation(error)) return emailTaken();
      throw error;
    }
    if (saved.addressChange) await sendAddressChangeEmails(saved.addressChange, code);
    return userDocument(user.id, saved.db);
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
      return errorResponse(422, [
        { detail: messages['validation.passwordConfirmation.mismatch'], pointer: '/data/attributes/password_confirmation' },
      ]);
    }
    // Guessing the current password here counts against the account like a sign-in.
    const reservation = await reserveAttempt([{ limit: 'signInAccount', key: accountKey(user.email) }]);
    if (!reservation.allowed) return tooManyRequests(reservation.waitMs);
    if (!(await verifyPassword(user.password, current))) {
      return errorResponse(422, [{ detail: 'Current password is incorrect', pointer: '/data/attributes/current_password' }]);
    }
    await releaseAttempt(reservation.attempt);
    const passwordHash = await hashPasswordAsync(String(password));
    await updateDb((db) => {
      const target = db.users.find((candidate) => candidate.id === user.id);
      if (target) target.password = passwordHash;
    }, []);
    await endOtherSessions(user.id, true);
    return noContent();
  }),

  http.post('*/v1/email_verification_codes/verify', async ({ request }) => {
    const checked = await readWriteRequest(request, 'verify-email');
    if (!checked.ok) return checked.response;
    const reservation = await reserveAttempt([{ limit: 'verificationAddress', key: limitKey(clientAddress(request)) }]);
    if (!reservation.allowed) return tooManyRequests(reservation.waitMs);
    const code = String(checked.body.code);
    const userId = await verifyAddressWithCode(code);
    if (userId === null) {
      const state = await verificationCodeState(code);
      if (state === 'expired') return errorResponse(410, [{ detail: 'The verification code has expired' }]);
      // A link works once; opened again (another browser, an old email) the app says the address is verified already.
      if (state === 'used') return errorResponse(409, [{ detail: 'This email address is already verified' }]);
      return errorResponse(422, [{ detail: 'The verification code is invalid', pointer: '/code' }]);
    }
    await releaseAttempt(reservation.attempt);
    return noContent();
  }),

  http.post('*/v1/email_verification_codes', async () => {
    const user = currentUser(await readDb([]));
    if (!user) return unauthorized();
    // Counted before the email is sent: a burst of resends sends no more than the limit.
    const reservation = await reserveAttempt([{ limit: 'verificationResend', key: limitKey(user.id) }]);
    if (!reservation.allowed) return tooManyRequests(reservation.waitMs);
    const { token: code } = newToken();
    const issued = await issueVerificationCode(user.id, code);
    if (issued) await sendVerificationEmail(issued.email, code, issued.onboardingQuery ?? undefined);
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
    return documentResponse(
      {
        type: 'intercom_identities',
        id: 'web',
        attributes: { device_type: body.attributes.device_type, intercom_hmac_digest: `mock-hmac-${user.id}` },
      },
      [],
      201,
    );
  }),

  http.get('*/v1/addresses', async ({ request }) => {
    const postcode = new URL(request.url).searchParams.get('postcode')?.trim().toUpperCase() ?? '';
    if (!/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/.test(postcode))
      return errorResponse(422, [{ detail: 'Please enter a valid postcode', pointer: '/postcode' }]);
    const streets = ['High Street', 'Station Road', 'Church Lane'];
    return documentResponse(
      streets.map((street, index) => ({
        type: 'addresses',
        id: `${postcode}-${index}`,
        attributes: { line1: `${index + 1} ${street}`, locality: 'London', postcode },
      })),
    );
  }),
];
