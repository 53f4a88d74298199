import { HttpResponse } from 'msw';
import { claimKey, completeKey, releaseKey, type IdempotencyKey } from './db/idempotency-store';
import { currentContext } from './db/request-context';
import { errorResponse } from './json-api-responses';

interface Info {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}
type Handler = (info: Info) => Response | Promise<Response>;

const HEADERS = { 'Content-Type': 'application/vnd.api+json' };

/**
 * Honours the Idempotency-Key header as payment APIs do: the first request with a key acts and its
 * successful answer is kept for a day; a repeat gets that same answer without acting again; a repeat arriving
 * while the first is still running is refused with 409. A failed first attempt keeps nothing, so a retry acts.
 * The key is claimed by one atomic insert (mocks/db/idempotency-store.ts), so this holds across server instances.
 */
export function idempotent(action: string, handler: Handler): Handler {
  return async (info) => {
    const key = info.request.headers.get('Idempotency-Key');
    if (!key) return handler(info);
    const id: IdempotencyKey = { userKey: currentContext().sessionUserId ?? 'anonymous', action, key };
    const claim = await claimKey(id);
    if (claim.kind === 'in-progress') return errorResponse(409, [{ detail: 'A request with this Idempotency-Key is in progress' }]);
    if (claim.kind === 'replay')
      return claim.body === null
        ? new HttpResponse(null, { status: claim.status })
        : new HttpResponse(claim.body, { status: claim.status, headers: HEADERS });
    try {
      const response = await handler(info);
      if (response.ok) {
        const text = await response.clone().text();
        await completeKey(id, response.status, text === '' ? null : text);
      } else {
        await releaseKey(id);
      }
      return response;
    } catch (error) {
      await releaseKey(id).catch(() => undefined);
      throw error;
    }
  };
}
