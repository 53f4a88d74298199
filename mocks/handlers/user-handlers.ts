import { http } from 'msw';
import { sendEmail } from '../db/outbox';
import { verifyPassword } from '../db/passwords';
import { addVerificationCode, createAccount, latestOnboardingQuery, newVerificationCode, verificationCode } from '../db/accounts-store';
import { newId } from '../db/ids';
import type { MockDb } from '../db/mock-db';
import { setSessionUser } from '../db/request-context';
import { readDb, updateAccountOf, updateDb } from '../db/store';
import { documentResponse, errorResponse, noContent, notFound, unauthorized } from '../json-api-responses';
import { readCheckedJson, readResourceBody } from '../request-body';
import emailVerificationSchema from '../request-schemas/email-verification.schema.json';
import { currentUser, organizationResource, userResource } from '../serializers';
import { verificationLinkQuery } from '../../src/domain/email-verification';
import { chatIdentityAttributes, userAttributes, userPreferenceAttributes } from '../entity-attributes';


async function userDocument(userId: string, loaded?: MockDb) {
  const db = loaded ?? (await readDb(['users']));
  const user = db.users.find((candidate) => candidate.id === userId);
  if (!user) return notFound('User');
  const { data, included } = userResource(user, db.rolePermissions);
  const organization = user.organization_id ? organizationResource(db, user.organization_id) : undefined;
  return documentResponse(data, organization ? [...included, organization] : included);
}

async function sendVerificationEmail(to: string, code: string, onboardingQuery: string | undefined): Promise<void> {
  await sendEmail({ to, subject: 'Verify your email address', text: 'Follow this link to verify your email address.', link: verificationLink(code, onboardingQuery) });
}

/** A link made in the sign-up funnel returns to its Verify step with the funnel's query; any other to /verify-email. */
function verificationLink(code: string, onboardingQuery: string | undefined): string {
  return onboardingQuery ? `/join/verify${verificationLinkQuery(code, onboardingQuery)}` : `/verify-email?code=${encodeURIComponent(code)}`;
}


export const userHandlers = [
  http.get('*/v1/user', async () => {
    const db = await readDb(['users']);
    const user = currentUser(db);
    return user ? userDocument(user.id, db) : unauthorized();
  }),

  http.post('*/v1/users', async ({ request }) => {
    const body = await readResourceBody(request, 'users', userAttributes);
    if (!body.ok) return body.response;
    const email = String(body.attributes.email ?? '').trim().toLowerCase();
    const id = newId('user');
    const onboardingQuery = typeof body.attributes.onboarding_query === 'string' && body.attributes.onboarding_query.replace(/^\?/, '') !== '' ? body.attributes.onboarding_query : undefined;
    const code = newVerificationCode();
    const outcome = await createAccount({
      id, email, password: String(body.attributes.password ?? ''), first_name: (body.attributes.first_name as string) ?? null,
      last_name: (body.attributes.last_name as string) ?? null, dob: null, sex: null, phone_number: null, address: null,
      reasons_for_joining: [], email_verified: false, created_at: new Date().toISOString(), referral_code: null,
      roles: ['customer'], organization_id: null, deletion_requested_at: null,
    }, { code, onboardingQuery: onboardingQuery ?? null });
    if (outcome === 'taken') return errorResponse(422, [{ detail: 'Email has already been taken', pointer: '/data/attributes/email' }]);
    setSessionUser(id);
    await sendVerificationEmail(email, code, onboardingQuery);
    return userDocument(id);
  }),

  http.patch('*/v1/user', async ({ request }) => {
    const user = currentUser((await readDb()));
    if (!user) return unauthorized();
    const body = await readResourceBody(request, 'user', userAttributes);
    if (!body.ok) return body.response;
    await updateDb((db) => {
      const target = db.users.find((candidate) => candidate.id === user.id);
      if (target) Object.assign(target, body.attributes);
    }, []);
    return userDocument(user.id);
  }),

  http.delete('*/v1/user', async () => {
    const user = currentUser((await readDb()));
    if (!user) return unauthorized();
    await updateDb((db) => {
      const target = db.users.find((candidate) => candidate.id === user.id);
      if (target) target.deletion_requested_at = new Date().toISOString();
      db.sessionUserId = null;
    }, []);
    return documentResponse({ type: 'user_deletions', id: user.id, attributes: { success: true } });
  }),

  http.patch('*/v1/password', async ({ request }) => {
    const user = currentUser((await readDb()));
    if (!user) return unauthorized();
    const body = await readResourceBody(request, 'password', { current_password: 'string', password: 'string', password_confirmation: 'string' });
    if (!body.ok) return body.response;
    if (user.password !== null && !verifyPassword(user.password, body.attributes.current_password)) {
      return errorResponse(422, [{ detail: 'Current password is incorrect', pointer: '/data/attributes/current_password' }]);
    }
    await updateDb((db) => {
      const target = db.users.find((candidate) => candidate.id === user.id);
      if (target) target.password = String(body.attributes.password);
    }, []);
    return noContent();
  }),

  http.post('*/v1/email_verification_codes/verify', async ({ request }) => {
    const checked = await readCheckedJson(request, emailVerificationSchema);
    if (!checked.ok) return checked.response;
    const code = String(checked.body.code);
    const entry = await verificationCode(code);
    if (!entry) return errorResponse(422, [{ detail: 'The verification code is invalid', pointer: '/code' }]);
    if (entry.expired) return errorResponse(410, [{ detail: 'The verification code has expired' }]);
    await updateAccountOf(entry.userId, (db) => {
      const target = db.users.find((candidate) => candidate.id === entry.userId);
      if (target) target.email_verified = true;
    }, []);
    return noContent();
  }),

  http.post('*/v1/email_verification_codes', async () => {
    const user = currentUser((await readDb()));
    if (!user) return unauthorized();
    const code = newVerificationCode();
    const onboardingQuery = await latestOnboardingQuery(user.id);
    await addVerificationCode(user.id, code, onboardingQuery);
    await sendVerificationEmail(user.email, code, onboardingQuery ?? undefined);
    return noContent();
  }),

  http.get('*/v1/user_preferences/:id', async ({ params }) => {
    const user = currentUser((await readDb()));
    if (!user || params.id !== user.id) return unauthorized();
    const preferences = (await readDb()).userPreferences[user.id] ?? { marketing_email: false, personalised_offers: false };
    return documentResponse({ type: 'user_preferences', id: user.id, attributes: preferences });
  }),

  http.patch('*/v1/user_preferences/:id', async ({ request, params }) => {
    const user = currentUser((await readDb()));
    if (!user || params.id !== user.id) return unauthorized();
    const body = await readResourceBody(request, 'user_preferences', userPreferenceAttributes);
    if (!body.ok) return body.response;
    const preferences = await updateDb((db) => {
      const next = { marketing_email: false, personalised_offers: false, ...db.userPreferences[user.id], ...body.attributes };
      db.userPreferences[user.id] = next;
      return next;
    });
    return documentResponse({ type: 'user_preferences', id: user.id, attributes: preferences });
  }),

  http.get('*/v1/payment_method', async () => {
    const user = currentUser((await readDb()));
    if (!user) return unauthorized();
    const method = (await readDb()).paymentMethods[user.id];
    return method ? documentResponse({ type: 'payment_methods', id: user.id, attributes: method }) : notFound('Payment method');
  }),

  http.post('*/v1/intercom_identities', async ({ request }) => {
    const user = currentUser((await readDb()));
    if (!user) return unauthorized();
    const body = await readResourceBody(request, 'intercom_identity', chatIdentityAttributes);
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
