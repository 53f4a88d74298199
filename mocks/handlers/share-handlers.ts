import { http } from 'msw';
import { appConfig } from '../../src/generated/app-config.gen';
import { fillMessage } from '../../src/domain/fill-message';
import { messages } from '../../src/generated/messages.gen';
import { flattenPermissions } from '../../src/domain/permissions';
import { deviceFamily } from '../../src/domain/share/device-family';
import { wrongPasscodeKey } from '../../src/domain/share/passcode-tries';
import { shareLifetimeMs } from '../../src/domain/share/share-lifetime';
import { shareLinkStatus } from '../../src/domain/share/share-link-status';
import { testDateOf } from '../../src/domain/share/shared-record';
import { serverNow } from '../db/clock';
import type { MockDb, MockUser } from '../db/mock-db';
import { hashPasswordAsync, verifyPassword } from '../db/passwords';
import {
  countWrongPasscode,
  insertShareLink,
  recordOpening,
  revokeShareLink,
  shareLinkByTokenHash,
  shareLinksOf,
  type ShareLinkOpening,
  type ShareLinkRecord,
} from '../db/share-links-store';
import { readDb, readDbOf } from '../db/store';
import { documentResponse, errorResponse, notFound, unauthorized, type MockResource } from '../json-api-responses';
import { newToken, tokenHash } from '../security/tokens';
import { readWriteRequest } from '../security/write-request';
import { currentUser } from '../serializers';
import { PRIVATE_LINK_HEADERS } from '../server/private-link-pages';
import { shareableTests, sharedDocument } from '../share/shared-document';

/**
 * Sharing results with a doctor (issue 44). The person (results permission) makes, lists and revokes links; a
 * link's token is 128 random bits the server keeps only as SHA-256, sent back once, in the answer that made it.
 * Whoever holds a token opens the link by sending it in a request body (POST /v1/shared_results), never in a URL.
 */
const DAY = 86_400_000;
const { sharePasscodeTries: PASSCODE_TRIES, shareEndedLinksKeptDays: KEPT_DAYS } = appConfig.constants;
const TOKEN = /^[\w-]{22}$/;
const iso = (ms: number) => new Date(ms).toISOString();

/** A shared answer is sent as the shared page is: no Referer, no search engine, no cache. */
function withPrivateHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(PRIVATE_LINK_HEADERS)) response.headers.set(name, value);
  return response;
}

function mayShare(db: MockDb, user: MockUser): boolean {
  return flattenPermissions(user.roles.map((role) => ({ permissions: db.rolePermissions[role] ?? [] }))).includes('results');
}

const forbidden = () => errorResponse(403, [{ detail: messages['share.api.forbidden'], code: 'forbidden' }]);

/** Expired, revoked and unknown links all answer the same words: which it is stays the owner's to know. */
const unavailable = (status: 404 | 410) =>
  withPrivateHeaders(errorResponse(status, [{ detail: messages['share.gone.body'], code: 'share_link_unavailable' }]));
const locked = () => withPrivateHeaders(errorResponse(423, [{ detail: messages['share.locked.body'], code: 'share_link_locked' }]));

function linkResource(
  link: ShareLinkRecord,
  openings: readonly ShareLinkOpening[],
  testDates: readonly string[],
  now: number,
  token?: string,
): MockResource {
  return {
    type: 'share_links',
    id: link.id,
    attributes: {
      scope: link.scope,
      status: shareLinkStatus({ expires_at: link.expiresAt, revoked_at: link.revokedAt, locked_at: link.lockedAt }, now),
      created_at: link.createdAt,
      expires_at: link.expiresAt,
      revoked_at: link.revokedAt,
      locked_at: link.lockedAt,
      has_passcode: link.passcodeHash !== null,
      wrong_passcodes: link.failedTries,
      test_dates: testDates,
      ...(token === undefined ? {} : { token }),
    },
    relationships: { openings: { data: openings.map((opening) => ({ type: 'share_link_views', id: opening.id })) } },
  };
}

const openingResource = (opening: ShareLinkOpening): MockResource => ({
  type: 'share_link_views',
  id: opening.id,
  attributes: { viewed_at: opening.viewedAt, device_family: opening.deviceFamily },
});

/** The dates of a link's tests that still exist, oldest first (an upload deleted since is gone from the link too). */
function datesOf(db: MockDb, userId: string, cycles: readonly string[]): string[] {
  return shareableTests(db, userId)
    .filter((test) => cycles.includes(test.test_cycle_id))
    .map(testDateOf)
    .filter((date): date is string => date !== null);
}

/** The signed-in person allowed to share, or the answer saying why not. */
async function sharer(
  parts: readonly (keyof MockDb)[],
): Promise<{ ok: true; db: MockDb; user: MockUser } | { ok: false; response: Response }> {
  const db = await readDb(parts);
  const user = currentUser(db);
  if (!user) return { ok: false, response: unauthorized() };
  if (!mayShare(db, user)) return { ok: false, response: forbidden() };
  return { ok: true, db, user };
}

export const shareHandlers = [
  http.get('*/v1/share_links', async () => {
    const who = await sharer(['tests', 'analyteResults']);
    if (!who.ok) return who.response;
    const now = serverNow();
    const { links, openings } = await shareLinksOf(who.user.id, iso(now - KEPT_DAYS * DAY));
    return documentResponse(
      links.map((link) =>
        linkResource(
          link,
          openings.filter((opening) => opening.linkId === link.id),
          datesOf(who.db, who.user.id, link.testCycleIds),
          now,
        ),
      ),
      openings.map(openingResource),
    );
  }),

  http.post('*/v1/share_links', async ({ request }) => {
    const who = await sharer(['tests', 'analyteResults']);
    if (!who.ok) return who.response;
    const body = await readWriteRequest(request, 'create-share-link');
    if (!body.ok) return body.response;
    const { scope, expires_in: expiresIn, passcode } = body.attributes;
    const lifetime = shareLifetimeMs(String(expiresIn));
    if (lifetime === null)
      return errorResponse(422, [{ detail: messages['share.form.expiryRequired'], pointer: '/data/attributes/expires_in' }]);
    const tests = shareableTests(who.db, who.user.id);
    if (tests.length === 0) return errorResponse(422, [{ detail: messages['share.api.nothingToShare'], code: 'nothing_to_share' }]);
    const chosen = scope === 'all' ? tests : tests.slice(-1);
    const now = serverNow();
    const { token, hash } = newToken();
    const link = await insertShareLink({
      userId: who.user.id,
      tokenHash: hash,
      scope: scope === 'all' ? 'all' : 'latest',
      testCycleIds: chosen.map((test) => test.test_cycle_id),
      passcodeHash: typeof passcode === 'string' && passcode !== '' ? await hashPasswordAsync(passcode) : null,
      createdAt: iso(now),
      expiresAt: iso(now + lifetime),
    });
    return documentResponse(linkResource(link, [], datesOf(who.db, who.user.id, link.testCycleIds), now, token), [], 201);
  }),

  http.patch('*/v1/share_links/:id', async ({ request, params }) => {
    const who = await sharer(['tests', 'analyteResults']);
    if (!who.ok) return who.response;
    const body = await readWriteRequest(request, 'update-share-link');
    if (!body.ok) return body.response;
    const now = serverNow();
    const link = await revokeShareLink(who.user.id, String(params.id), iso(now));
    if (!link) return notFound('Share link');
    const { openings } = await shareLinksOf(who.user.id, iso(now - KEPT_DAYS * DAY));
    const own = openings.filter((opening) => opening.linkId === link.id);
    return documentResponse(linkResource(link, own, datesOf(who.db, who.user.id, link.testCycleIds), now), own.map(openingResource));
  }),

  // Opening a link: the token in the body only. Unknown, expired and revoked links answer alike.
  http.post('*/v1/shared_results', async ({ request }) => {
    const body = await readWriteRequest(request, 'open-shared-results');
    if (!body.ok) return withPrivateHeaders(body.response);
    const token = String(body.attributes.token);
    if (!TOKEN.test(token)) return unavailable(404);
    const link = await shareLinkByTokenHash(tokenHash(token));
    if (!link) return unavailable(404);
    const now = serverNow();
    const status = shareLinkStatus({ expires_at: link.expiresAt, revoked_at: link.revokedAt, locked_at: link.lockedAt }, now);
    if (status === 'revoked' || status === 'expired') return unavailable(410);
    if (status === 'locked') return locked();
    if (link.passcodeHash !== null) {
      const passcode = body.attributes.passcode;
      if (typeof passcode !== 'string' || passcode === '')
        return withPrivateHeaders(errorResponse(401, [{ detail: messages['share.passcode.needed'], code: 'passcode_required' }]));
      if (!(await verifyPassword(link.passcodeHash, passcode))) {
        const counted = await countWrongPasscode(link.id, PASSCODE_TRIES, iso(now));
        if (counted.locked) return locked();
        const left = PASSCODE_TRIES - counted.failedTries;
        return withPrivateHeaders(
          errorResponse(422, [
            {
              detail: fillMessage(messages[wrongPasscodeKey(left)], { tries: left }),
              pointer: '/data/attributes/passcode',
              code: 'passcode_wrong',
              meta: { tries_left: left },
            },
          ]),
        );
      }
    }
    if (!(await recordOpening(link.id, iso(now), deviceFamily(request.headers.get('user-agent'))))) {
      // The link closed between the check and the opening (revoked, locked by another guess, or its time ran out).
      const again = await shareLinkByTokenHash(tokenHash(token));
      return again?.lockedAt ? locked() : unavailable(410);
    }
    const owner = await readDbOf(link.userId, ['tests', 'analyteResults', 'reports']);
    const document = sharedDocument(owner, link.userId, {
      id: link.id,
      scope: link.scope,
      expiresAt: link.expiresAt,
      testCycleIds: link.testCycleIds,
    });
    return withPrivateHeaders(documentResponse(document.data, document.included));
  }),

  // The person's own results in the shape a link shows them, every test: what their downloads are made from.
  http.get('*/v1/results_export', async () => {
    const who = await sharer(['tests', 'analyteResults', 'reports']);
    if (!who.ok) return who.response;
    const tests = shareableTests(who.db, who.user.id);
    const document = sharedDocument(who.db, who.user.id, {
      id: who.user.id,
      scope: 'all',
      expiresAt: null,
      testCycleIds: tests.map((test) => test.test_cycle_id),
    });
    return documentResponse(document.data, document.included);
  }),
];
