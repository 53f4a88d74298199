import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { allowedHosts } from './allowed-hosts';
import { parseTrustedProxies, type TrustedProxies } from '../security/trusted-proxies';

export interface CliOptions {
  port: number;
  host: string;
  appDir: string | null;
  siteDir: string | null;
  /** An SQLite file, ':memory:', or a postgres:// URL. */
  database: string;
  testMode: boolean;
  https: boolean;
  /** --seed: write the personas into a database that has none (never implied on PostgreSQL or an existing file). */
  seed: boolean;
  production: boolean;
  quietLog: boolean;
  /** The names a request's Host header may carry (normalised); any other is answered 421. */
  allowedHosts: string[];
  /** --trust-proxy: the proxies whose X-Forwarded-For names the client (none: the socket's peer is the client). */
  trustProxy: TrustedProxies;
}

/** Where the embedded default keeps its data unless VITALIA_DB or --db says otherwise (gitignored). */
export const DEFAULT_DATABASE_FILE = '.data/vitalia.sqlite';

/** The flag, else the variable; an empty variable (a compose file's `VITALIA_TRUST_PROXY=`) trusts none. */
function readTrustProxy(flag: string | undefined, variable: string | undefined): TrustedProxies {
  if (flag !== undefined) return parseTrustedProxies(flag, '--trust-proxy');
  return variable === undefined || variable.trim() === '' ? [] : parseTrustedProxies(variable, 'VITALIA_TRUST_PROXY');
}

/**
 * `tsx mocks/server/main.ts [--port 4791] [--host 127.0.0.1] [--app dist] [--site dist-site] [--api-only]
 * [--db file|:memory:|postgres://...] [--seed] [--test] [--https] [--production] [--quiet-log]
 * [--allowed-hosts name,name] [--trust-proxy 10.0.0.0/8,...]`.
 * Environment: PORT, DATABASE_URL (postgres://...), VITALIA_DB (an SQLite file), NODE_ENV=production,
 * VITALIA_ALLOWED_HOSTS (as --allowed-hosts), VITALIA_TRUST_PROXY (as --trust-proxy; the flag wins).
 */
export function readCliOptions(argv: string[], env: NodeJS.ProcessEnv): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      app: { type: 'string' },
      site: { type: 'string' },
      'api-only': { type: 'boolean' },
      db: { type: 'string' },
      test: { type: 'boolean' },
      https: { type: 'boolean' },
      seed: { type: 'boolean' },
      production: { type: 'boolean' },
      'quiet-log': { type: 'boolean' },
      'allowed-hosts': { type: 'string' },
      'trust-proxy': { type: 'string' },
    },
  });
  const production = values.production === true || env.NODE_ENV === 'production';
  if (production && values.test) throw new Error('--test and --production exclude each other: production has no test routes');
  const testMode = values.test === true;
  const port = Number(values.port ?? env.PORT ?? 4791);
  // 0 picks a free port (the tests do); the server prints the one it got.
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not ${values.port ?? env.PORT}`);
  const host = values.host ?? '127.0.0.1';
  return {
    port,
    host,
    appDir: values['api-only'] ? null : (values.app ?? 'dist'),
    // The stand-in site is optional for a server started before any build (the unit tests' durability run):
    // without dist-site/ it serves the API (and the app, if built) and says so.
    siteDir: production ? null : (values.site ?? (existsSync('dist-site/index.html') ? 'dist-site' : null)),
    // Test runs start from nothing each time; every test seeds its own scope.
    database: values.db ?? env.DATABASE_URL ?? env.VITALIA_DB ?? (testMode ? ':memory:' : DEFAULT_DATABASE_FILE),
    testMode,
    https: values.https === true || production,
    seed: values.seed === true,
    production,
    quietLog: values['quiet-log'] === true,
    // The host it listens on and the loopback names unless listed: a name pointed at this machine by someone
    // else's DNS (a rebinding page) is not one of them.
    allowedHosts: allowedHosts(values['allowed-hosts'] ?? env.VITALIA_ALLOWED_HOSTS, host),
    trustProxy: readTrustProxy(values['trust-proxy'], env.VITALIA_TRUST_PROXY),
  };
}
