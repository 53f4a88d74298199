import { http } from 'msw';
import { verifyPasswordAsync } from '../db/passwords';
import { membershipTokenUser, signInCandidate } from '../db/accounts-store';
import { readDb } from '../db/store';
import { setSessionUser } from '../db/request-context';
import { documentResponse, errorResponse, noContent } from '../json-api-responses';
import { checkAgainstSchema } from '../json-schema-check';
import { readJson } from '../request-body';
import membershipGrantSchema from '../request-schemas/auth-token-membership.schema.json';
import passwordGrantSchema from '../request-schemas/auth-token-password.schema.json';
import { userResource } from '../serializers';

/** Signs the request in as `userId` (the server sets the session cookie) and answers with the user. */
async function signInAs(userId: string): Promise<Response> {
  setSessionUser(userId);
  const db = await readDb(['users']);
  const user = db.users[0];
  if (!user) return errorResponse(401, [{ detail: 'Invalid email or password', code: 'invalid_grant' }]);
  const { data, included } = userResource(user, db.rolePermissions);
  return documentResponse(data, included, 201);
}

export const authHandlers = [
  http.post('*/auth/token', async ({ request }) => {
    const body = await readJson(request);
    const schema = body.grant_type === 'password' ? passwordGrantSchema : body.grant_type === 'membership_token' ? membershipGrantSchema : undefined;
    const problem = schema ? checkAgainstSchema(schema, body) : { pointer: '/grant_type', detail: 'grant_type must be password or membership_token' };
    if (problem) return errorResponse(422, [{ detail: problem.detail, pointer: problem.pointer }]);
    if (body.grant_type === 'password') {
      const email = String(body.username ?? '').trim().toLowerCase();
      const candidate = await signInCandidate(email);
      if (!candidate || !(await verifyPasswordAsync(candidate.passwordHash, body.password))) {
        return errorResponse(401, [{ detail: 'Invalid email or password', code: 'invalid_grant' }]);
      }
      return signInAs(candidate.id);
    }
    // The membership token grant (the schema check above allows no other).
    const userId = await membershipTokenUser(String(body.token));
    if (!userId) return errorResponse(401, [{ detail: 'The membership token is invalid or has expired', code: 'invalid_grant' }]);
    return signInAs(userId);
  }),

  http.delete('*/auth/token', async () => {
    setSessionUser(null);
    return noContent();
  }),
];
