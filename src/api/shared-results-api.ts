import type { SharedResults } from '../generated/entities.gen';
import type { SharedRecord, SharedResult, SharedTest } from '../domain/share/shared-record';
import { ApiError } from './api-error';
import { getResource, request } from './client';
import { resolveDocument, type JsonApiDocument, type Resolved } from './json-api';

type ResolvedShared = Resolved<SharedResults> & { tests?: SharedTest[]; analyte_results?: SharedResult[] };

/** The shared document as the clinician's page and the downloads read it. */
export function sharedRecordOf(resolved: ResolvedShared): SharedRecord {
  return {
    scope: resolved.scope === 'all' ? 'all' : 'latest',
    expiresAt: resolved.expires_at ?? null,
    patient: resolved.patient ?? {},
    tests: resolved.tests ?? [],
    results: resolved.analyte_results ?? [],
  };
}

/**
 * Opens a shared link: the token goes in the request's body, never in an address, so no log, proxy or Referer
 * sees it. A passcode goes along once the clinician has typed it. Failures are ApiErrors (404/410 unavailable,
 * 401 passcode needed, 422 passcode wrong, 423 locked).
 */
export async function openSharedResults(token: string, passcode?: string): Promise<SharedRecord> {
  const document = (await request('/v1/shared_results', {
    method: 'POST',
    body: { data: { type: 'shared_results', attributes: { token, ...(passcode === undefined ? {} : { passcode }) } } },
    changesReads: false,
  })) as JsonApiDocument | null;
  const resolved = document?.data ? resolveDocument<SharedResults>(document) : null;
  if (resolved === null || Array.isArray(resolved)) throw new ApiError(500, [], 'Expected the shared results');
  return sharedRecordOf(resolved as ResolvedShared);
}

/** The signed-in person's own results, every test, in the same shape: what their downloads are made from. */
export async function ownResultsRecord(): Promise<SharedRecord> {
  return sharedRecordOf((await getResource<SharedResults>('/v1/results_export')) as ResolvedShared);
}
