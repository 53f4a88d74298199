import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { loggedPath } from './private-link-pages';

/**
 * One JSON line per request (pino): its id (X-Request-Id from a proxy, or a new one, echoed back), method, path,
 * status and time. A client that goes away before its answer is one info line, never a stack trace.
 */
export const logger: Logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
});

const REQUEST_ID = /^[\w.:-]{1,100}$/;

export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomBytes(8).toString('hex');
}

export function logRequests(request: IncomingMessage, response: ServerResponse, id: string, quiet: boolean): void {
  const started = process.hrtime.bigint();
  const path = loggedPath((request.url ?? '/').split('?')[0] ?? '/');
  const ms = () => Number((process.hrtime.bigint() - started) / 1000n) / 1000;
  response.on('finish', () => {
    if (quiet && response.statusCode < 400) return;
    logger.info({ reqId: id, method: request.method, path, status: response.statusCode, ms: ms() }, 'request');
  });
  response.on('close', () => {
    if (!response.writableFinished)
      logger.info({ reqId: id, method: request.method, path, ms: ms() }, 'client went away before the answer');
  });
}
