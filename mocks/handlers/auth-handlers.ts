import { http } from 'msw';
import { verifyPassword } from '../db/passwords';
import { readDb, updateDb } from '../db/store';
import { documentResponse, errorResponse, noContent } from '../json-api-responses';
import { checkAgainstSchema } from '../json-schema-check';
import { readJson } from '../request-body';
import membershipGrantSchema from '../request-schemas/auth-token-membership.schema.json';
import passwordGrantSchema from '../request-schemas/auth-token-password.schema.json';
import { userResource } from '../serializers';

export const authHandlers = [
  http.post('*/auth/token', async ({ request }) => {
    const body = await readJson(request);
    const schema = body.grant_type === 'password' ? passwordGrantSchema : body.grant_type === 'membership_token' ? membershipGrantSchema : undefined;
    const problem = schema ? checkAgainstSchema(schema, body) : { pointer: '/grant_type', detail: 'grant_type must be password or membership_token' };
    if (problem) return errorResponse(422, [{ detail: problem.detail, pointer: problem.pointer }]);
    if (body.grant_type === 'password') {
      const email = String(body.username ?? '').trim().toLowerCase();
      const user = readDb().users.find((candidate) => candidate.email === email && candidate.deletion_requested_at === null);
      if (!user || !verifyPassword(user.password, body.password)) {
        return errorResponse(401, [{ detail: 'Invalid email or password', code: 'invalid_grant' }]);
      }
      updateDb((db) => void (db.sessionUserId = user.id));
      const { data, included } = userResource(user, readDb().rolePermissions);
      return documentResponse(data, included, 201);
    }
    // The membership token grant (the schema check above allows no other).
    const db = readDb();
    const userId = db.membershipTokens[String(body.token)];
    const user = db.users.find((candidate) => candidate.id === userId);
    if (!user) return errorResponse(401, [{ detail: 'The membership token is invalid or has expired', code: 'invalid_grant' }]);
    updateDb((next) => void (next.sessionUserId = user.id));
    const { data, included } = userResource(user, db.rolePermissions);
    return documentResponse(data, included, 201);
  }),

  http.delete('*/auth/token', () => {
    updateDb((db) => void (db.sessionUserId = null));
    return noContent();
  }),
];
