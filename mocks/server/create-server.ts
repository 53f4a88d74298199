import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { sql } from 'kysely';
import { advanceClock, resetClock } from '../db/clock';
import { isUnavailable } from '../db/database-errors';
import { sentEmails } from '../db/outbox';
import { resetDb } from '../db/store';
import { DEFAULT_SCOPE, runInContext } from '../db/request-context';
import type { DatabaseHandle } from '../db/connection';
import { databaseFor } from '../db/scopes';
import { errorResponse } from '../json-api-responses';
import { crossSiteProblem } from '../security/cross-site';
import { jsonNestedTooDeep, TOO_DEEP_DETAIL } from '../security/json-depth';
import { hostAllowed, LOOPBACK_HOSTS } from './allowed-hosts';
import type { TrustedProxies } from '../security/trusted-proxies';
import { answerApi, logUnavailable, requestScope, unavailableResponse } from './api-bridge';
import { logger, logRequests, requestId } from './request-log';
import { gracefulStop, type StopReport } from './graceful-stop';
import { mailboxPage } from './mailbox-page';
import { privateLinkPageHeaders } from './private-link-pages';
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
  /** Production: no stand-in site or mailbox, no test routes, Secure cookies. */
  production?: boolean;
  /** Log only failing requests (the benchmark and tests; a request log line costs about a tenth of a millisecond). */
  quietLog?: boolean;
  /** Host names (normalised: allowed-hosts.ts) a request's Host header may carry; the loopback names when absent. */
  allowedHosts?: readonly string[];
  /** Shorter timeouts for the tests that watch them act. */
  timeouts?: Partial<Timeouts>;
  /** Proxies whose X-Forwarded-For names the client for per-address limits (mocks/security/trusted-proxies.ts). */
  trustProxy?: TrustedProxies;
}

export interface Timeouts {
  /** A request's headers must have arrived this long after its first byte. */
  headersTimeout: number;
  /** And the whole request (headers and body) this long after it. */
  requestTimeout: number;
  /** A connection with nothing to do is closed after this. */
  keepAliveTimeout: number;
  /** How often Node looks for requests past headersTimeout and requestTimeout: each holds to within this. */
  connectionsCheckingInterval: number;
}

/**
 * Timeouts of every connection: a slow or stalled client cannot hold the server's sockets. Node checks the first two
 * every 30 s by default, which let a client that trickles its headers keep a connection for up to 40 s.
 */
export const TIMEOUTS: Timeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

/** The local server, which can also be stopped gracefully (main.ts, on SIGTERM and SIGINT). */
export interface AppServer extends Server {
  stop(deadlineMs: number): Promise<StopReport>;
}

const MISDIRECTED_DETAIL = 'This server does not answer to that host name';

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
async function testControl(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  body: Buffer,
  headers: Record<string, string>,
): Promise<void> {
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
  if (route === 'POST /__test__/clock') {
    // Moves this scope's server clock forward, so a test sees a share link expire without waiting for it.
    let advance: unknown = null;
    try {
      advance = (JSON.parse(body.toString('utf8')) as { advance_ms?: unknown }).advance_ms;
    } catch {
      // Answered as invalid below.
    }
    if (typeof advance !== 'number' || !Number.isFinite(advance) || advance < 0)
      return sendJson(response, 400, { error: 'Expected {advance_ms: a number of 0 or more}' }, headers);
    return sendJson(response, 200, { scope, offset_ms: advanceClock(scope, advance) }, headers);
  }
  if (route === 'POST /__test__/reset') {
    resetClock(scope);
    clearOverrides(scope);
    await runInContext({ scope, sessionUserId: null, sessionChanged: false }, resetDb);
    return sendJson(response, 200, { scope }, headers);
  }
  if (route === 'GET /__test__/emails') {
    const emails = await runInContext({ scope, sessionUserId: null, sessionChanged: false }, () => sentEmails(url.searchParams.get('to')));
    return sendJson(response, 200, { emails }, headers);
  }
  sendJson(response, 404, { error: `No test route ${route}` }, headers);
}

/**
 * The local server of the embedded default: the API (msw handlers over SQLite), the built app with its security
 * headers, the stand-in site and mailbox, and, in test mode only, the test control routes.
 */
export function createAppServer(options: ServerOptions): AppServer {
  const production = options.production === true;
  const testMode = options.testMode && !production;
  const app: StaticSite | null = options.appDir ? staticSite(options.appDir) : null;
  const site: StaticSite | null = options.siteDir && !production ? staticSite(options.siteDir, '/site') : null;
  const allowed = new Set(options.allowedHosts ?? LOOPBACK_HOSTS);
  const isHttps = (request: IncomingMessage) => production || options.https || request.headers['x-forwarded-proto'] === 'https';

  const handle = async (request: IncomingMessage, response: ServerResponse, id: string, headers: Record<string, string>): Promise<void> => {
    // A dropped connection (networkErrorNext) must reach the page: Chromium resends a request whose reused
    // connection closes, so in test mode every response closes its connection and none is reused.
    if (testMode) response.shouldKeepAlive = false;
    const https = isHttps(request);
    const url = new URL(request.url ?? '/', 'http://localhost');
    // The probes answer whatever the Host: an orchestrator asks by the instance's address (Kubernetes by the pod's
    // IP), and what they say (up, and whether the database answers) is no one's data.
    if (url.pathname === '/healthz') return sendJson(response, 200, { status: 'ok', uptime_s: Math.round(process.uptime()) }, headers);
    if (url.pathname === '/readyz') return readiness(response, headers, id);
    if (!hostAllowed(request.headers.host, allowed))
      return sendFetchResponse(response, errorResponse(421, [{ detail: MISDIRECTED_DETAIL }]), headers);
    if (url.pathname === '/site/mailbox' && !production) {
      const to = url.searchParams.get('to');
      const scope = requestScope(request, testMode);
      (await databaseFor(scope)).assertCurrent();
      const emails = await runInContext({ scope, sessionUserId: null, sessionChanged: false }, () => sentEmails(to));
      response.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(mailboxPage(emails, to));
      return;
    }
    const method = request.method ?? 'GET';
    // The app's files and pages before the API: no handler answers outside the API's paths, and a file served
    // behind a session lookup and every handler's match waited about 8 ms for nothing (a page's 30 files in turn).
    if ((method === 'GET' || method === 'HEAD') && !API_PATH.test(url.pathname)) {
      if (site?.serve(request, response, url.pathname, headers)) return;
      if (app?.serve(request, response, url.pathname, { ...headers, ...privateLinkPageHeaders(url.pathname) })) return;
    }
    let body: Buffer;
    try {
      body = await readBody(request);
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return sendFetchResponse(
          response.setHeader('Connection', 'close'),
          errorResponse(413, [{ detail: 'The request body is too large' }]),
          headers,
        );
      throw error;
    }
    // Before anything parses it: JSON nested past any body the API takes is refused here, in one pass, where the
    // request validator would recurse through it until the stack ran out.
    if (body.length > 0 && jsonNestedTooDeep(body.toString('utf8')))
      return sendFetchResponse(response, errorResponse(400, [{ detail: TOO_DEEP_DETAIL }]), headers);
    if (testMode && url.pathname.startsWith('/__test__/')) return testControl(request, response, url, body, headers);
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
    if (await answerApi(request, response, body, { testMode, https, requestId: id, trustProxy: options.trustProxy ?? [] }, headers)) return;
    await sendFetchResponse(response, errorResponse(404, [{ detail: `No route for ${method} ${url.pathname}` }]), headers);
  };

  /**
   * Ready when the database answers a query (a load balancer stops sending traffic to an instance that is not),
   * and not once the server is stopping: the balancer stops at once, not after its next failed request.
   */
  const readiness = async (response: ServerResponse, headers: Record<string, string>, id: string): Promise<void> => {
    if (stop.stopping)
      return sendJson(
        response,
        503,
        {
          status: 'unavailable',
          reason: 'shutting down',
          detail: 'The server is stopping: it answers the requests it has accepted and takes no new ones',
        },
        headers,
      );
    let database: DatabaseHandle | null = null;
    try {
      database = await databaseFor(DEFAULT_SCOPE);
      await sql`select 1`.execute(database.db);
      database.assertWritable();
      sendJson(response, 200, { status: 'ready', database: database.dialect }, headers);
    } catch (error) {
      logUnavailable(error, id);
      // What an operator reads to act: the driver's own words, or the fault it reported on a connection.
      const detail = error instanceof Error ? error.message : String(error);
      sendJson(response, 503, { status: 'unavailable', reason: 'database', detail: database?.lastFault() ?? detail }, headers);
    }
  };

  const { keepAliveTimeout, ...checked } = { ...TIMEOUTS, ...options.timeouts };
  // connectionsCheckingInterval is read once, when the server is made: set afterwards it does nothing.
  const server = createServer(checked, (request, response) => {
    stop.track(request, response);
    const id = requestId(request);
    logRequests(request, response, id, options.quietLog === true);
    const headers = { ...securityHeaders(isHttps(request)), 'X-Request-Id': id };
    // Set on the response itself, so every answer carries them, a failure's below included; an answer that may be
    // kept (the app's files) sets its own Cache-Control over no-store.
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader('Cache-Control', 'no-store');
    handle(request, response, id, headers).catch((error: unknown) => {
      // Not request.destroyed: Node destroys a request once its body is read, which would leave this one unanswered.
      if (response.destroyed || response.writableEnded) return;
      const unavailable = isUnavailable(error);
      if (unavailable) logUnavailable(error, id);
      else logger.error({ reqId: id, err: error }, 'request failed');
      if (!response.headersSent)
        void sendFetchResponse(
          response,
          unavailable ? unavailableResponse() : errorResponse(500, [{ detail: 'Internal server error' }]),
          headers,
        );
      else response.destroy();
    });
  });
  server.keepAliveTimeout = keepAliveTimeout;
  const stop = gracefulStop(server);
  return Object.assign(server, { stop: (deadlineMs: number) => stop.stop(deadlineMs) });
}
