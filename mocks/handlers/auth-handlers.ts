import { http } from 'msw';
import { verifyPassword } from '../db/passwords';
import { readDb, updateDb } from '../db/store';
import { documentResponse, errorResponse, noContent } from '../json-api-responses';
import { clientAddress } from '../security/client-address';
import { accountKey, limitKey } from '../security/limit-keys';
import { blockedFor, clearFailures, recordFailure, tooManyRequests, type LimitKey } from '../security/rate-limits';
import { startNewSession } from '../security/session-control';
import { tokenHash, tokenState } from '../security/tokens';
import { readWriteRequest } from '../security/write-request';
import { userResource } from '../serializers';

const invalidGrant = (detail: string) => errorResponse(401, [{ detail, code: 'invalid_grant' }]);

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
  const limits: LimitKey[] = [
    { limit: 'signInAccount', key: accountKey(email) },
    { limit: 'signInAddress', key: limitKey(clientAddress(request)) },
  ];
  const wait = await blockedFor(limits);
  if (wait > 0) return tooManyRequests(wait);
  const user = readDb().users.find((candidate) => candidate.email === email && candidate.deletion_requested_at === null);
  // An unknown email is checked against a dummy hash: the answer takes as long as for a known one.
  if (!(await verifyPassword(user?.password, checked.body.password)) || !user) {
    await recordFailure(limits);
    return invalidGrant('Invalid email or password');
  }
  await clearFailures([limits[0]!]);
  startNewSession(user.id);
  const { data, included } = userResource(user, readDb().rolePermissions);
  return documentResponse(data, included, 201);
}

async function membershipGrant(request: Request): Promise<Response> {
  const addressKey: LimitKey = { limit: 'membershipAddress', key: limitKey(clientAddress(request)) };
  const wait = await blockedFor([addressKey]);
  if (wait > 0) return tooManyRequests(wait);
  const checked = await readWriteRequest(request, 'auth-token-membership');
  if (!checked.ok) return checked.response;
  const hash = tokenHash(String(checked.body.token));
  // Spent in the same transaction that finds it valid: a token signs in once.
  const userId = updateDb((db) => {
    const stored = db.membershipTokens[hash];
    if (!stored || tokenState(stored) !== 'valid') return null;
    stored.usedAt = new Date().toISOString();
    return db.users.some((user) => user.id === stored.userId && user.deletion_requested_at === null) ? stored.userId : null;
  });
  const user = userId === null ? undefined : readDb().users.find((candidate) => candidate.id === userId);
  if (!user) {
    await recordFailure([addressKey]);
    return invalidGrant('The membership token is invalid or has expired');
  }
  startNewSession(user.id);
  const { data, included } = userResource(user, readDb().rolePermissions);
  return documentResponse(data, included, 201);
}

export const authHandlers = [
  http.post('*/auth/token', async ({ request }) => {
    const grant = await grantOf(request);
    if (grant === 'password') return passwordGrant(request);
    if (grant === 'membership') return membershipGrant(request);
    return errorResponse(422, [{ detail: 'grant_type must be password or membership_token', pointer: '/grant_type' }]);
  }),

  http.delete('*/auth/token', () => {
    updateDb((db) => void (db.sessionUserId = null));
    return noContent();
  }),
];
