import { CLEANUP_INTERVAL_MS } from '../db/lifetimes';
import { runCleanup } from '../db/cleanup';
import { DatabaseRefused } from '../db/database-errors';
import { installDatabase } from '../db/scopes';
import { createAppServer } from './create-server';
import { openServerDatabase } from './open-server-database';
import { logger } from './request-log';
import { describeTrustedProxies } from '../security/trusted-proxies';
import { readCliOptions } from './server-options';

/** How long a shutdown waits for requests in flight before closing what is left. */
const DRAIN_MS = 10_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const options = (() => {
  try {
    return readCliOptions(process.argv.slice(2), process.env);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();

const opened = await openServerDatabase(options.database, { seed: options.seed, production: options.production }).catch(
  (error: unknown) => {
    if (error instanceof DatabaseRefused) return fail(`Cannot start: ${error.message}`);
    return fail(
      `Cannot start: the database ${options.database.startsWith('postgres') ? 'server' : 'file'} could not be opened (${error instanceof Error ? error.message : String(error)})`,
    );
  },
);
installDatabase(opened.handle, { testScopes: options.testMode });
const server = createAppServer(options);

server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE')
    fail(`Port ${options.port} on ${options.host} is already in use: stop what is using it, or start with --port <another>.`);
  if (error.code === 'EACCES') fail(`Port ${options.port} needs privileges this process lacks: start with --port 1024 or higher.`);
  fail(`Cannot listen on ${options.host}:${options.port}: ${error.message}`);
});

server.listen(options.port, options.host, () => {
  const address = server.address();
  const origin = `http://${options.host}:${typeof address === 'object' && address ? address.port : options.port}`;
  const mode = options.production ? ', production' : options.testMode ? ', test mode' : '';
  for (const note of opened.notes) console.log(note);
  console.log(`Vitalia embedded server on ${origin}/ (data: ${opened.handle.label}, ${opened.handle.dialect}${mode})`);
  if (options.siteDir) console.log(`  sign in: ${origin}/site/login · emails: ${origin}/site/mailbox`);
  else if (!options.production) console.log('  no stand-in site: dist-site/ is not built (npm run build:site)');
  if (options.trustProxy.length > 0)
    console.log(`  client addresses from X-Forwarded-For when the request comes from ${describeTrustedProxies(options.trustProxy)}`);
});

const cleanup = setInterval(() => {
  runCleanup(opened.handle)
    .then((removed) => {
      if (removed > 0) logger.info({ removed }, 'cleanup removed expired rows');
    })
    .catch((error: unknown) =>
      logger.error({ err: { message: error instanceof Error ? error.message : String(error) } }, 'cleanup failed'),
    );
}, CLEANUP_INTERVAL_MS);
cleanup.unref();

/**
 * SIGTERM (an orchestrator, a test runner) and SIGINT (Ctrl-C): /readyz says so at once, no new connection is
 * taken, every answer from now on closes its connection, idle connections close now, and what was accepted is
 * answered; what still runs after DRAIN_MS is cut and counted. Then the database closes. A second signal exits at once.
 */
let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal}: finishing requests in flight (up to ${DRAIN_MS / 1000} s) and taking no new ones, then closing the database`);
  clearInterval(cleanup);
  void server.stop(DRAIN_MS).then(async ({ ms, answered, cut }) => {
    const plural = (count: number) => `${count} request${count === 1 ? '' : 's'}`;
    console.log(
      `${signal}: stopped in ${ms} ms: ${plural(answered)} answered while stopping, ${cut === 0 ? 'none cut' : `${plural(cut)} still running at the deadline cut`}`,
    );
    await opened.handle.close().catch(() => undefined);
    process.exit(0);
  });
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
