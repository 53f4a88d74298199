import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { DEFAULT_SCOPE, runInContext, type RequestContext } from '../db/request-context';
import { createSession, endSession, sessionUser } from '../db/sessions';
import { handlers } from '../handlers';
import { CLIENT_ADDRESS_HEADER } from '../security/client-address';
import { errorResponse } from '../json-api-responses';
import { parseCookies, SCOPE_COOKIE, SESSION_COOKIE, sessionCookie } from './cookies';
import { overrideResponse } from './test-overrides';

export interface ApiOptions {
  testMode: boolean;
  https: boolean;
}

/** The scope a request works on: its test's own in test mode, the one embedded scope otherwise. */
export function requestScope(request: IncomingMessage, testMode: boolean): string {
  if (!testMode) return DEFAULT_SCOPE;
  const scope = parseCookies(request.headers.cookie)[SCOPE_COOKIE];
  return scope && /^[\w-]{1,64}$/.test(scope) ? scope : DEFAULT_SCOPE;
}

function fetchRequest(request: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith(':') || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_ADDRESS_HEADER, request.socket.remoteAddress ?? 'unknown');
  const method = request.method ?? 'GET';
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  return new Request(url, { method, headers, ...(method === 'GET' || method === 'HEAD' ? {} : { body: new Uint8Array(body) }) });
}

/** Runs the msw handlers in the request's scope and session; a handler that throws answers 500, the server stays up. */
async function resolve(request: Request, context: RequestContext): Promise<Response | undefined> {
  return runInContext(context, async () => {
    try {
      return (await overrideResponse(context.scope, request)) ?? (await getResponse(handlers, request));
    } catch (error) {
      console.error('[api] handler failed', request.method, request.url, error);
      return errorResponse(500, [{ detail: 'Internal server error' }]);
    }
  });
}

/**
 * Answers an API call from the same msw handlers vitest uses. Returns false when no handler knows the request,
 * so the caller serves the app instead. A session change during the call sets or clears the httpOnly cookie.
 */
export async function answerApi(request: IncomingMessage, response: ServerResponse, body: Buffer, options: ApiOptions, extraHeaders: Record<string, string>): Promise<boolean> {
  const scope = requestScope(request, options.testMode);
  const token = parseCookies(request.headers.cookie)[SESSION_COOKIE];
  const context: RequestContext = { scope, sessionUserId: sessionUser(scope, token), sessionChanged: false };
  const answer = await resolve(fetchRequest(request, body), context);
  if (!answer) return false;
  if (answer.type === 'error') {
    // A test asked for a network failure: the connection closes with no answer. Test mode never keeps a
    // connection alive (create-server.ts), because Chromium silently retries a request on a reused connection.
    request.socket.destroy();
    return true;
  }
  const headers: Record<string, string | string[]> = { ...extraHeaders, 'Cache-Control': 'no-store' };
  answer.headers.forEach((value, name) => void (headers[name] = value));
  if (context.sessionChanged) {
    endSession(token);
    headers['Set-Cookie'] = sessionCookie(context.sessionUserId === null ? null : createSession(scope, context.sessionUserId), options.https);
  }
  const payload = Buffer.from(await answer.arrayBuffer());
  response.writeHead(answer.status, headers);
  response.end(request.method === 'HEAD' ? undefined : payload);
  return true;
}
