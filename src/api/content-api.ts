import { queryOptions } from '@tanstack/react-query';
import type { ContentDocument } from '../generated/entities.gen';
import { appConfig } from '../generated/app-config.gen';
import { ApiError } from './api-error';
import { hosts } from './hosts';

/**
 * The content service (SPEC 7) is a separate host with its own shape: every answer is
 * `{ data: [{ attributes: { document } }] }`, and it wants the session cookie plus a basic credential.
 */
export type ContentQuery = Record<string, string>;

/** A document that does not have the content service's shape: the page shows without it and reports it. */
export class MalformedContentError extends Error {
  constructor(path: string) {
    super(`Malformed content document from ${path}`);
    this.name = 'MalformedContentError';
  }
}

function authorization(): string {
  return `Basic ${btoa(appConfig.services.contentCredential)}`;
}

function isDocument(value: unknown): value is ContentDocument {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.id === 'string' && (candidate.title === undefined || typeof candidate.title === 'string');
}

/** data[].attributes.document of a content-service answer; anything else is a MalformedContentError. */
export function documentsOf(body: unknown, path: string): ContentDocument[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new MalformedContentError(path);
  return data.map((entry: unknown) => {
    const document = (entry as { attributes?: { document?: unknown } } | null)?.attributes?.document;
    if (!isDocument(document)) throw new MalformedContentError(path);
    return document;
  });
}

async function getDocuments(path: string, query: ContentQuery = {}): Promise<ContentDocument[]> {
  const search = new URLSearchParams(query).toString();
  let response: Response;
  try {
    response = await fetch(`${hosts.content}/api/v1/${path}${search ? `?${search}` : ''}`, {
      credentials: 'include',
      headers: { Accept: 'application/json', Authorization: authorization() },
    });
  } catch {
    throw new ApiError(0, [], 'Network request failed');
  }
  if (!response.ok) throw new ApiError(response.status, []);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new MalformedContentError(path);
  }
  return documentsOf(body, path);
}

const list = (values: readonly string[]) => [...values].sort().join(',');

export const contentKeys = {
  byAnalytes: (codes: readonly string[]) => ['content', 'analytes', list(codes)] as const,
  byInterventions: (ids: readonly string[]) => ['content', 'interventions', list(ids)] as const,
  recipesByInterventions: (ids: readonly string[]) => ['content', 'recipes-by-intervention', list(ids)] as const,
  document: (type: string, uid: string) => ['content', 'document', type, uid] as const,
  criteria: (criteria: string) => ['content', 'criteria', criteria] as const,
};

/** Descriptions of analytes (GET /api/v1/documents?analyte_codes=...). */
export const documentsByAnalyteCodesQuery = (codes: readonly string[]) =>
  queryOptions({ queryKey: contentKeys.byAnalytes(codes), queryFn: () => getDocuments('documents', { analyte_codes: list(codes) }) });

/** Documents of interventions (GET /api/v1/documents?intervention_ids=...). */
export const documentsByInterventionIdsQuery = (ids: readonly string[]) =>
  queryOptions({ queryKey: contentKeys.byInterventions(ids), queryFn: () => getDocuments('documents', { intervention_ids: list(ids) }) });

/** Recipes of interventions (GET /api/v1/documents?recipe_intervention_ids=...). */
export const recipesByInterventionIdsQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: contentKeys.recipesByInterventions(ids),
    queryFn: () => getDocuments('documents', { recipe_intervention_ids: list(ids) }),
  });

/** Content with an optional filter[criteria] (GET /api/v1/documents?filter[criteria]=...). */
export const documentsByCriteriaQuery = (criteria: string) =>
  queryOptions({
    queryKey: contentKeys.criteria(criteria),
    queryFn: () => getDocuments('documents', criteria ? { 'filter[criteria]': criteria } : {}),
  });

/** One document by type and uid (GET /api/v1/documents/{type}/{uid}; recipes: type "recipe"); a 404 is an ApiError. */
export const documentQuery = (type: string, uid: string) =>
  queryOptions({
    queryKey: contentKeys.document(type, uid),
    queryFn: async () => {
      const path = `documents/${encodeURIComponent(type)}/${encodeURIComponent(uid)}`;
      const [document] = await getDocuments(path);
      if (!document) throw new ApiError(404, [], `No ${type} document ${uid}`);
      return document;
    },
  });
