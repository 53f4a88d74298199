import { http } from 'msw';
import { readDb, updateDb } from '../db/store';
import { documentResponse, errorResponse, noContent } from '../json-api-responses';
import { readJson } from '../request-body';
import { userResource } from '../serializers';

export const authHandlers = [
  http.post('*/auth/token', async ({ request }) => {
    const body = await readJson(request);
    if (body.grant_type === 'password') {
      const email = String(body.username ?? '').trim().toLowerCase();
      const user = readDb().users.find((candidate) => candidate.email === email && candidate.deletion_requested_at === null);
      if (!user || user.password === null || user.password !== body.password) {
        return errorResponse(401, [{ detail: 'Invalid email or password', code: 'invalid_grant' }]);
      }
      updateDb((db) => void (db.sessionUserId = user.id));
      const { data, included } = userResource(user, readDb().rolePermissions);
      return documentResponse(data, included, 201);
    }
    if (body.grant_type === 'membership_token') {
      if (body.type !== 'user') return errorResponse(422, [{ detail: 'type must be user', pointer: '/type' }]);
      const db = readDb();
      const userId = db.membershipTokens[String(body.token ?? '')];
      const user = db.users.find((candidate) => candidate.id === userId);
      if (!user) return errorResponse(401, [{ detail: 'The membership token is invalid or has expired', code: 'invalid_grant' }]);
      updateDb((next) => void (next.sessionUserId = user.id));
      const { data, included } = userResource(user, db.rolePermissions);
      return documentResponse(data, included, 201);
    }
    return errorResponse(400, [{ detail: 'Unsupported grant_type', pointer: '/grant_type' }]);
  }),

  http.delete('*/auth/token', () => {
    updateDb((db) => void (db.sessionUserId = null));
    return noContent();
  }),
];
