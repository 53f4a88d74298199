import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { isUnavailable } from '../db/database-errors';
import { DEFAULT_SCOPE, runInContext, type RequestContext } from '../db/request-context';
import { databaseFor } from '../db/scopes';
import { createSession, endSession, sessionUser } from '../db/sessions';
import { handlers } from '../handlers';
import { CLIENT_ADDRESS_HEADER } from '../security/client-address';
import { clientAddressOf, type TrustedProxies } from '../security/trusted-proxies';
import { errorResponse } from '../json-api-responses';
import { parseCookies, SCOPE_COOKIE, SCOPE_HEADER, SESSION_COOKIE, sessionCookie } from './cookies';
import { logger } from './request-log';
import { encodeApiBody } from './response-encoding';
import { overrideResponse } from './test-overrides';

/** Methods that change nothing a person asked for (a GET may move a session's last_seen_at, which may be lost). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ApiOptions {
  testMode: boolean;
  https: boolean;
  requestId: string;
  trustProxy: TrustedProxies;
}

/** The answer when the database cannot be used: nothing was kept, so nothing is claimed. */
export const unavailableResponse = () =>
  errorResponse(503, [{ detail: 'The service is unavailable. Please try again in a few minutes.', code: 'unavailable' }]);

/** The scope a request works on: its test's own in test mode, the one embedded scope otherwise. */
export function requestScope(request: IncomingMessage, testMode: boolean): string {
  if (!testMode) return DEFAULT_SCOPE;
  // A header as well as the cookie: a test's second browser with no cookie at all (a clinician opening a shared
  // link) still reaches its test's database.
  const header = request.headers[SCOPE_HEADER];
  const scope = parseCookies(request.headers.cookie)[SCOPE_COOKIE] ?? (typeof header === 'string' ? header : undefined);
  return scope && /^[\w-]{1,64}$/.test(scope) ? scope : DEFAULT_SCOPE;
}

function fetchRequest(request: IncomingMessage, body: Buffer, trustProxy: TrustedProxies): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith(':') || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_ADDRESS_HEADER, clientAddressOf(request.socket.remoteAddress, request.headers['x-forwarded-for'], trustProxy));
  const method = request.method ?? 'GET';
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  return new Request(url, { method, headers, ...(method === 'GET' || method === 'HEAD' ? {} : { body: new Uint8Array(body) }) });
}

/** Logs why the database failed a request, once per request, without a stack: an operator's line, not a crash. */
export function logUnavailable(error: unknown, requestId: string): void {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  logger.error(
    {
      reqId: requestId,
      err: { message: `${error instanceof Error ? error.message : String(error)}${cause}`, code: (error as { code?: unknown }).code },
    },
    'database unavailable: answered 503',
  );
}

/** Runs the msw handlers in the request's scope and session; a handler that throws answers 500 (503 for the database), the server stays up. */
async function resolve(request: Request, context: RequestContext, requestId: string): Promise<Response | undefined> {
  return runInContext(context, async () => {
    try {
      return (await overrideResponse(context.scope, request)) ?? (await getResponse(handlers, request));
    } catch (error) {
      if (isUnavailable(error)) {
        logUnavailable(error, requestId);
        return unavailableResponse();
      }
      logger.error({ reqId: requestId, err: error }, 'handler failed');
      return errorResponse(500, [{ detail: 'Internal server error' }]);
    }
  });
}

async function send(
  response: ServerResponse,
  request: IncomingMessage,
  answer: Response,
  headers: Record<string, string | string[]>,
): Promise<void> {
  const all: Record<string, string | string[]> = { ...headers, 'Cache-Control': 'no-store' };
  answer.headers.forEach((value, name) => {
    // A handler's header replaces the server's of the same name (Headers gives names in lower case): one value, not two.
    for (const key of Object.keys(all)) if (key !== name && key.toLowerCase() === name) delete all[key];
    all[name] = value;
  });
  const plain = Buffer.from(await answer.arrayBuffer());
  const { body: payload, encoding } = await encodeApiBody(plain, request.headers['accept-encoding']);
  if (encoding) {
    all['Content-Encoding'] = encoding;
    delete all['content-length'];
  }
  const vary = all.vary;
  delete all.vary;
  all.Vary = vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding';
  response.writeHead(answer.status, all);
  response.end(request.method === 'HEAD' ? undefined : payload);
}

/**
 * Answers an API call from the same msw handlers vitest uses. Returns false when no handler knows the request,
 * so the caller serves the app instead. A session change during the call sets or clears the httpOnly cookie, and
 * a session whose last_seen_at moved gets its cookie again with the new Max-Age.
 */
export async function answerApi(
  request: IncomingMessage,
  response: ServerResponse,
  body: Buffer,
  options: ApiOptions,
  extraHeaders: Record<string, string>,
): Promise<boolean> {
  const scope = requestScope(request, options.testMode);
  const token = parseCookies(request.headers.cookie)[SESSION_COOKIE];
  let context: RequestContext;
  let renewedMaxAge: number | null;
  let handle;
  try {
    handle = await databaseFor(scope);
    // Reads too: an SQLite file deleted or replaced under the server would still answer from the old, unlinked file.
    handle.assertCurrent();
    const session = await sessionUser(handle.db, token);
    renewedMaxAge = session?.renewedMaxAge ?? null;
    context = { scope, sessionUserId: session?.userId ?? null, sessionChanged: false };
  } catch (error) {
    if (!isUnavailable(error)) throw error;
    logUnavailable(error, options.requestId);
    await send(response, request, unavailableResponse(), extraHeaders);
    return true;
  }
  const answer = await resolve(fetchRequest(request, body, options.trustProxy), context, options.requestId);
  if (!answer) return false;
  if (answer.type === 'error') {
    // A test asked for a network failure: the connection closes with no answer. Test mode never keeps a
    // connection alive (create-server.ts), because Chromium silently retries a request on a reused connection.
    request.socket.destroy();
    return true;
  }
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  if (context.sessionChanged) {
    try {
      handle.assertWritable();
      await endSession(handle.db, token);
      const session = context.sessionUserId === null ? null : await createSession(handle.db, context.sessionUserId);
      headers['Set-Cookie'] = sessionCookie(session, options.https);
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      logUnavailable(error, options.requestId);
      await send(response, request, unavailableResponse(), extraHeaders);
      return true;
    }
  } else if (token && context.sessionUserId === null) {
    // An expired or unknown session: the browser forgets the cookie.
    headers['Set-Cookie'] = sessionCookie(null, options.https);
  } else if (renewedMaxAge !== null && token) {
    headers['Set-Cookie'] = sessionCookie({ token, maxAge: renewedMaxAge }, options.https);
  }
  if (!SAFE_METHODS.has(request.method ?? 'GET')) {
    // A write is acknowledged only once it is on disk; one that cannot get there is not claimed.
    try {
      await handle.durable();
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      logUnavailable(error, options.requestId);
      await send(response, request, unavailableResponse(), extraHeaders);
      return true;
    }
  }
  await send(response, request, answer, headers);
  return true;
}
