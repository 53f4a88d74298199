import { readWriteRequest } from '../security/write-request';
import { http } from 'msw';
import { hashPasswordAsync } from '../db/passwords';
import { messages } from '../../src/generated/messages.gen';
import { mergeHealthProfile } from '../db/health-profile-store';
import { readDb, updateDb } from '../db/store';
import { documentResponse, errorResponse, notFound, unauthorized } from '../json-api-responses';
import { currentUser, testResources } from '../serializers';

export const healthHandlers = [
  http.get('*/v1/health_profile', async () => {
    const db = await readDb(['healthProfiles']);
    const user = currentUser(db);
    if (!user) return unauthorized();
    const profile = db.healthProfiles[user.id];
    return profile ? documentResponse({ type: 'health_profiles', id: user.id, attributes: profile }) : notFound('Health profile');
  }),

  http.patch('*/v1/health_profile', async ({ request }) => {
    const user = currentUser(await readDb([]));
    if (!user) return unauthorized();
    const body = await readWriteRequest(request, 'update-health-profile');
    if (!body.ok) return body.response;
    // Only the attributes sent, merged by the database: a parallel PATCH of other attributes is never written over.
    const profile = await mergeHealthProfile(user.id, body.attributes);
    return documentResponse({ type: 'health_profiles', id: user.id, attributes: profile });
  }),

  http.get('*/v1/health_scores', async () => {
    const user = currentUser(await readDb([]));
    if (!user) return unauthorized();
    const scores = (await readDb()).healthScores[user.id] ?? [];
    return documentResponse(scores.map((score, index) => ({ type: 'health_scores', id: `${user.id}-${index}`, attributes: score })));
  }),

  http.get('*/v1/tests', async ({ request }) => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const state = new URL(request.url).searchParams.get('filter[state]');
    const tests = db.tests.filter((test) => test.user_id === user.id && (state === null || test.state === state));
    const resources = tests.map((test) => testResources(db, test));
    return documentResponse(
      resources.map((resource) => resource.data),
      resources.flatMap((resource) => resource.included),
    );
  }),

  http.get('*/v1/tests/:id', async ({ params }) => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const test = db.tests.find((candidate) => candidate.id === params.id && candidate.user_id === user.id);
    if (!test) return notFound('Test');
    const { data, included } = testResources(db, test);
    return documentResponse(data, included);
  }),

  http.post('*/v1/tests/:id/start', async ({ request, params }) => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const body = await readWriteRequest(request, 'start-test');
    if (!body.ok) return body.response;
    const test = db.tests.find(
      (candidate) => (candidate.test_cycle_id === params.id || candidate.id === params.id) && candidate.user_id === user.id,
    );
    if (!test) return notFound('Test');
    if (test.state !== 'scheduled') return errorResponse(422, [{ detail: 'Only scheduled tests can be started' }]);
    await updateDb((next) => {
      const target = next.tests.find((candidate) => candidate.id === test.id);
      if (target) target.state = 'active';
    });
    const { data, included } = testResources(await readDb(), { ...test, state: 'active' });
    return documentResponse(data, included);
  }),

  http.get('*/v1/partners/:slug', async ({ params }) => {
    const organization = (await readDb()).organizations.find((candidate) => candidate.slug === params.slug);
    if (!organization) return notFound('Partner');
    const { id, ...attributes } = organization;
    return documentResponse({ type: 'partners', id, attributes });
  }),

  http.post('*/v1/partners/:slug/account_setup', async ({ request, params }) => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const organization = db.organizations.find((candidate) => candidate.slug === params.slug);
    if (!organization || user.organization_id !== organization.id) return notFound('Partner');
    const body = await readWriteRequest(request, 'partner-account-setup');
    if (!body.ok) return body.response;
    const password = body.attributes.password;
    if (user.password === null && typeof password !== 'string') {
      return errorResponse(422, [{ detail: messages['validation.password.required'], pointer: '/data/attributes/password' }]);
    }
    // Setting up chooses the first password; changing one needs the current one (PATCH /v1/password).
    if (user.password !== null && password !== undefined) {
      return errorResponse(422, [
        { detail: 'password is set by the server and cannot be changed', pointer: '/data/attributes/password', code: 'read_only' },
      ]);
    }
    const passwordHash = typeof password === 'string' ? await hashPasswordAsync(password) : null;
    await updateDb((next) => {
      const target = next.users.find((candidate) => candidate.id === user.id);
      if (target && passwordHash !== null) target.password = passwordHash;
    });
    return documentResponse({ type: 'account_setups', id: user.id, attributes: { success: true } });
  }),
];
