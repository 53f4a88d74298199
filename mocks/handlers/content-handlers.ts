import { http, HttpResponse } from 'msw';
import type { ContentDocument } from '../../src/generated/entities.gen';
import { readDb } from '../db/store';

/** The content service answers in its own shape (SPEC 7): { data: [{ attributes: { document } }] }. */
function documentsResponse(documents: ContentDocument[]) {
  return HttpResponse.json({ data: documents.map((document) => ({ id: document.id, type: 'documents', attributes: { document } })) });
}

function contentError(status: number, detail: string) {
  return HttpResponse.json({ errors: [{ status: String(status), detail }] }, { status });
}

/** The service refuses a call without its basic credential, as the real one does. */
function hasBasicCredential(request: Request): boolean {
  return /^Basic \S+$/.test(request.headers.get('Authorization') ?? '');
}

const listParam = (url: URL, name: string) =>
  (url.searchParams.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

const overlaps = (wanted: string[], have: readonly string[] | undefined) => wanted.some((value) => (have ?? []).includes(value));

export const contentHandlers = [
  http.get('*/api/v1/documents', async ({ request }) => {
    if (!hasBasicCredential(request)) return contentError(401, 'Missing credential');
    const url = new URL(request.url);
    const all = (await readDb()).contentDocuments;
    const analyteCodes = listParam(url, 'analyte_codes');
    const interventionIds = listParam(url, 'intervention_ids');
    const recipeInterventionIds = listParam(url, 'recipe_intervention_ids');
    const criteria = url.searchParams.get('filter[criteria]');
    let documents = all;
    if (analyteCodes.length > 0) documents = documents.filter((document) => overlaps(analyteCodes, document.analyte_codes));
    if (interventionIds.length > 0)
      documents = documents.filter((document) => document.type !== 'recipe' && overlaps(interventionIds, document.intervention_ids));
    if (recipeInterventionIds.length > 0)
      documents = documents.filter((document) => document.type === 'recipe' && overlaps(recipeInterventionIds, document.intervention_ids));
    if (criteria) documents = documents.filter((document) => document.category === criteria);
    return documentsResponse(documents);
  }),
  http.get('*/api/v1/documents/:type/:uid', async ({ request, params }) => {
    if (!hasBasicCredential(request)) return contentError(401, 'Missing credential');
    const document = (await readDb()).contentDocuments.find((candidate) => candidate.type === params.type && candidate.uid === params.uid);
    return document ? documentsResponse([document]) : contentError(404, 'Document not found');
  }),
];
