import { http } from 'msw';
import { signInCandidate } from '../db/accounts-store';
import { verifyPassword } from '../db/passwords';
import { readDb } from '../db/store';
import { documentResponse, errorResponse, noContent } from '../json-api-responses';
import { setSessionUser } from '../db/request-context';
import { clientAddress } from '../security/client-address';
import { accountKey, limitKey } from '../security/limit-keys';
import { releaseAttempt, reserveAttempt, tooManyRequests } from '../security/rate-limits';
import { startNewSession } from '../security/session-control';
import { spendMembershipToken } from '../security/token-store';
import { readWriteRequest } from '../security/write-request';
import { userResource } from '../serializers';

const invalidGrant = (detail: string) => errorResponse(401, [{ detail, code: 'invalid_grant' }]);

/** Signs the request in as `userId` with a new session id and answers with the user. */
async function signInAs(userId: string): Promise<Response> {
  startNewSession(userId);
  const db = await readDb(['users']);
  const user = db.users[0];
  if (!user) return invalidGrant('Invalid email or password');
  const { data, included } = userResource(user, db.rolePermissions);
  return documentResponse(data, included, 201);
}

/** The grant a body asks for picks the request schema it must fit. */
async function grantOf(request: Request): Promise<'password' | 'membership' | null> {
  try {
    const body: unknown = await request.clone().json();
    const grant = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).grant_type : undefined;
    return grant === 'password' ? 'password' : grant === 'membership_token' ? 'membership' : null;
  } catch {
    return null;
  }
}

async function passwordGrant(request: Request): Promise<Response> {
  const checked = await readWriteRequest(request, 'auth-token-password');
  if (!checked.ok) return checked.response;
  const email = String(checked.body.username).trim().toLowerCase();
  // Counted before the password is checked: of any number of guesses at once, only as many as the limit are checked.
  const reservation = await reserveAttempt([
    { limit: 'signInAccount', key: accountKey(email) },
    { limit: 'signInAddress', key: limitKey(clientAddress(request)) },
  ]);
  if (!reservation.allowed) return tooManyRequests(reservation.waitMs);
  const candidate = await signInCandidate(email);
  // An unknown email is checked against a dummy hash: the answer takes as long as for a known one.
  if (!(await verifyPassword(candidate?.passwordHash, checked.body.password)) || !candidate)
    return invalidGrant('Invalid email or password');
  await releaseAttempt(reservation.attempt, ['signInAccount']);
  return signInAs(candidate.id);
}

async function membershipGrant(request: Request): Promise<Response> {
  const checked = await readWriteRequest(request, 'auth-token-membership');
  if (!checked.ok) return checked.response;
  const reservation = await reserveAttempt([{ limit: 'membershipAddress', key: limitKey(clientAddress(request)) }]);
  if (!reservation.allowed) return tooManyRequests(reservation.waitMs);
  const userId = await spendMembershipToken(String(checked.body.token));
  if (!userId) return invalidGrant('The membership token is invalid or has expired');
  await releaseAttempt(reservation.attempt);
  return signInAs(userId);
}

export const authHandlers = [
  http.post('*/auth/token', async ({ request }) => {
    const grant = await grantOf(request);
    if (grant === 'password') return passwordGrant(request);
    if (grant === 'membership') return membershipGrant(request);
    return errorResponse(422, [{ detail: 'grant_type must be password or membership_token', pointer: '/grant_type' }]);
  }),

  http.delete('*/auth/token', () => {
    setSessionUser(null);
    return noContent();
  }),
];
