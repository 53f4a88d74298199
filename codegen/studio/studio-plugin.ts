import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { formatConfigError } from '../load/config-error';
import { loadProjectConfig, type LoadResult } from '../load/load-config';
import { lastLoad } from './last-load';
import { sourceLines, type SourceLines } from './source-lines';
import type { YamlSource } from '../load/yaml-source';
import { STUDIO_PATH, type StudioConfigState, type StudioHeadDiff, type StudioPersona } from './studio-api';
import { headDiff } from './head-diff';
import { personaRecords } from './persona-records';
import type { SeedDb } from '../../mocks/db/mock-db';

const STUDIO_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Staff studio</title>
  </head>
  <body>
    <div id="studio"></div>
    <script type="module" src="/src/studio/main.tsx"></script>
  </body>
</html>
`;

// A save re-parses only the file it changed (codegen/load/load-config.ts): the others' lines are the same.
const linesOfSource = new WeakMap<YamlSource, SourceLines>();

/** The config as it is on disk now: its errors (file:line:col, as the CLI prints them) and every value's line. */
function configState(result: LoadResult): StudioConfigState {
  const lines: Record<string, SourceLines> = {};
  for (const [file, source] of result.sources) {
    const known = linesOfSource.get(source) ?? sourceLines(source);
    linesOfSource.set(source, known);
    lines[file] = known;
  }
  return { ok: result.config !== undefined, errors: result.errors.map((error) => ({ ...error, text: formatConfigError(error) })), lines };
}

interface SeedModule {
  seedDb: (now?: number) => SeedDb;
}

/** The seeded personas (mocks/db), as GET /v1/user would describe each, with their saved health profile. */
async function personas(server: ViteDevServer): Promise<StudioPersona[]> {
  // Loaded through Vite on request, so neither the build nor the config loader ever imports the seeds.
  const { seedDb } = (await server.ssrLoadModule('/mocks/db/seed.ts')) as SeedModule;
  const now = Date.now();
  const db = seedDb(now);
  return db.users.map((seeded) => {
    const {
      password,
      roles,
      organization_id: organizationId,
      created_offset_hours: offset,
      deletion_requested_at: _deleted,
      ...attributes
    } = seeded;
    const organization = db.organizations.find((candidate) => candidate.id === organizationId)?.slug ?? null;
    const createdAt = offset === undefined ? seeded.created_at : new Date(now + offset * 3_600_000).toISOString();
    return {
      email: seeded.email,
      user: {
        ...attributes,
        created_at: createdAt,
        password_present: password !== null,
        roles: roles.map((name) => ({ name, permissions: db.rolePermissions[name] ?? [] })),
      },
      organization,
      healthProfile: db.healthProfiles[seeded.id] ?? {},
      records: { ...personaRecords(db, seeded.id), ...(organization ? { organization } : {}) },
    };
  });
}

function sendJson(res: ServerResponse, body: unknown): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/**
 * The staff studio, in the dev server only (`apply: 'serve'`): /__studio is a page of its own, built from
 * src/studio, which no production entry imports; its API reads the config files and the seeded personas.
 */
export function studioPlugin(): Plugin {
  let root = process.cwd();
  let cached: { result: LoadResult; state: StudioConfigState } | undefined;
  return {
    name: 'vitalia-studio',
    apply: 'serve',
    // The dependency scan starts from index.html; the studio's entry is added so its dependencies (the forms'
    // precompiled validators reach ajv's CommonJS runtime) are pre-bundled like the app's.
    config: () => ({ optimizeDeps: { entries: ['index.html', 'src/studio/main.tsx'] } }),
    configResolved(resolved) {
      root = resolved.root;
    },
    configureServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const pathname = new URL(req.url ?? '/', 'http://studio').pathname;
        if (!pathname.startsWith(STUDIO_PATH)) return next();
        const handle = async (): Promise<void> => {
          if (pathname === STUDIO_PATH || pathname === `${STUDIO_PATH}/`) {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(await server.transformIndexHtml(STUDIO_PATH, STUDIO_HTML));
          } else if (pathname === `${STUDIO_PATH}/api/config`) {
            // The codegen plugin's load of the current files; a studio served without it loads them itself.
            const result = lastLoad() ?? loadProjectConfig(root);
            if (result !== cached?.result) cached = { result, state: configState(result) };
            sendJson(res, cached.state);
          } else if (pathname === `${STUDIO_PATH}/api/diff`) {
            const body: StudioHeadDiff = await headDiff(server, root, lastLoad() ?? loadProjectConfig(root));
            sendJson(res, body);
          } else if (pathname === `${STUDIO_PATH}/api/personas`) {
            sendJson(res, await personas(server));
          } else {
            next();
          }
        };
        handle().catch((error: unknown) => {
          res.statusCode = 500;
          res.end(error instanceof Error ? error.message : String(error));
        });
      });
    },
  };
}
