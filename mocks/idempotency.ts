import { HttpResponse } from 'msw';
import { readDb, updateDb } from './db/store';
import { errorResponse } from './json-api-responses';

interface Info {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}
type Handler = (info: Info) => Response | Promise<Response>;

const HEADERS = { 'Content-Type': 'application/vnd.api+json' };
const IN_PROGRESS = 0;

/**
 * Honours the Idempotency-Key header as payment APIs do: the first request with a key acts and its
 * successful answer is kept; a repeat gets that same answer without acting again; a repeat arriving while
 * the first is still running is refused with 409. A failed first attempt keeps nothing, so a retry acts.
 */
export function idempotent(scope: string, handler: Handler): Handler {
  return async (info) => {
    const key = info.request.headers.get('Idempotency-Key');
    if (!key) return handler(info);
    const id = `${scope}:${readDb().sessionUserId ?? 'anonymous'}:${key}`;
    const stored = readDb().idempotentResponses[id];
    if (stored?.status === IN_PROGRESS) return errorResponse(409, [{ detail: 'A request with this Idempotency-Key is in progress' }]);
    if (stored) return stored.body === null ? new HttpResponse(null, { status: stored.status }) : HttpResponse.json(stored.body, { status: stored.status, headers: HEADERS });
    updateDb((db) => void (db.idempotentResponses[id] = { status: IN_PROGRESS, body: null }));
    try {
      const response = await handler(info);
      if (response.ok) {
        const text = await response.clone().text();
        updateDb((db) => void (db.idempotentResponses[id] = { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) }));
      } else {
        updateDb((db) => void delete db.idempotentResponses[id]);
      }
      return response;
    } catch (error) {
      updateDb((db) => void delete db.idempotentResponses[id]);
      throw error;
    }
  };
}
