import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readDb, resetDb } from '../db/store';
import { runInContext } from '../db/request-context';
import { errorResponse } from '../json-api-responses';
import { crossSiteProblem } from '../security/cross-site';
import { answerApi, requestScope } from './api-bridge';
import { mailboxPage } from './mailbox-page';
import { securityHeaders } from './security-headers';
import { staticSite, type StaticSite } from './static-files';
import { addOverride, clearOverrides, parseOverride } from './test-overrides';

export interface ServerOptions {
  /** The built app (dist/); absent serves the API and stand-ins only (npm run dev, where Vite serves the app). */
  appDir: string | null;
  /** The built stand-in site (dist-site/), served under /site. */
  siteDir: string | null;
  /** Test mode: a scope per test (cookie) and the /__test__/ control routes. Never on in npm start. */
  testMode: boolean;
  /** Behind a TLS-terminating proxy: cookies get Secure and responses HSTS. */
  https: boolean;
}

const MAX_BODY_BYTES = 1_000_000;

/** Paths only the API (or, in test mode, the test routes) answers: an unknown one is a JSON 404, never the app. */
const API_PATH = /^\/(v1|v2|auth|content-api|__test__)(\/|$)/;

const headerValue = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Where a request may change data: the API, whose writes the cross-site checks guard. */
const CHANGEABLE_PATH = /^\/(v1|v2|auth|content-api)(\/|$)/;

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) reject(new BodyTooLarge());
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

async function sendFetchResponse(response: ServerResponse, answer: Response, headers: Record<string, string>): Promise<void> {
  const all: Record<string, string> = { ...headers };
  answer.headers.forEach((value, name) => void (all[name] = value));
  response.writeHead(answer.status, all);
  response.end(Buffer.from(await answer.arrayBuffer()));
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string>): void {
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

/** /__test__/...: what an end-to-end test may ask of the server for its own scope. Exists only in test mode. */
function testControl(request: IncomingMessage, response: ServerResponse, url: URL, body: Buffer, headers: Record<string, string>): void {
  const scope = requestScope(request, true);
  const route = `${request.method ?? 'GET'} ${url.pathname}`;
  if (route === 'POST /__test__/overrides') {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      // Answered as invalid below.
    }
    const override = parseOverride(parsed);
    if (!override) return sendJson(response, 400, { error: 'Expected {method, path, status?, errors?, once?}' }, headers);
    addOverride(scope, override);
    return sendJson(response, 201, { scope }, headers);
  }
  if (route === 'DELETE /__test__/overrides') {
    clearOverrides(scope);
    return sendJson(response, 200, { scope }, headers);
  }
  if (route === 'POST /__test__/reset') {
    clearOverrides(scope);
    runInContext({ scope, sessionUserId: null, sessionChanged: false }, resetDb);
    return sendJson(response, 200, { scope }, headers);
  }
  if (route === 'GET /__test__/emails') {
    const emails = runInContext({ scope, sessionUserId: null, sessionChanged: false }, () => readDb().emails);
    const to = url.searchParams.get('to');
    return sendJson(response, 200, { emails: emails.filter((email) => to === null || email.to === to) }, headers);
  }
  sendJson(response, 404, { error: `No test route ${route}` }, headers);
}

/**
 * The local server of the embedded default: the API (msw handlers over SQLite), the built app with its security
 * headers, the stand-in site and mailbox, and, in test mode only, the test control routes.
 */
export function createAppServer(options: ServerOptions): Server {
  const app: StaticSite | null = options.appDir ? staticSite(options.appDir) : null;
  const site: StaticSite | null = options.siteDir ? staticSite(options.siteDir, '/site') : null;

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    // A dropped connection (networkErrorNext) must reach the page: Chromium resends a request whose reused
    // connection closes, so in test mode every response closes its connection and none is reused.
    if (options.testMode) response.shouldKeepAlive = false;
    const https = options.https || request.headers['x-forwarded-proto'] === 'https';
    const headers = securityHeaders(https);
    const url = new URL(request.url ?? '/', 'http://localhost');
    let body: Buffer;
    try {
      body = await readBody(request);
    } catch (error) {
      if (error instanceof BodyTooLarge) return sendFetchResponse(response.setHeader('Connection', 'close'), errorResponse(413, [{ detail: 'The request body is too large' }]), headers);
      throw error;
    }
    if (options.testMode && url.pathname.startsWith('/__test__/')) return testControl(request, response, url, body, headers);
    if (url.pathname === '/site/mailbox') {
      const emails = runInContext({ scope: requestScope(request, options.testMode), sessionUserId: null, sessionChanged: false }, () => readDb().emails);
      response.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(mailboxPage(emails, url.searchParams.get('to')));
      return;
    }
    if (CHANGEABLE_PATH.test(url.pathname)) {
      const problem = crossSiteProblem({
        method: request.method ?? 'GET',
        contentType: request.headers['content-type'],
        origin: request.headers.origin,
        secFetchSite: headerValue(request.headers['sec-fetch-site']),
        ownOrigin: `${https ? 'https' : 'http'}://${request.headers.host ?? ''}`,
      });
      if (problem) return sendFetchResponse(response, errorResponse(problem.status, [{ detail: problem.detail }]), headers);
    }
    if (await answerApi(request, response, body, { testMode: options.testMode, https }, headers)) return;
    const method = request.method ?? 'GET';
    if ((method === 'GET' || method === 'HEAD') && !API_PATH.test(url.pathname)) {
      if (site?.serve(request, response, url.pathname, headers)) return;
      if (app?.serve(request, response, url.pathname, headers)) return;
    }
    await sendFetchResponse(response, errorResponse(404, [{ detail: `No route for ${method} ${url.pathname}` }]), headers);
  };

  return createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[server] request failed', request.method, request.url, error);
      if (!response.headersSent) {
        response.writeHead(500, { 'Content-Type': 'application/vnd.api+json' });
        response.end(JSON.stringify({ errors: [{ status: '500', detail: 'Internal server error' }] }));
      } else response.destroy();
    });
  });
}
