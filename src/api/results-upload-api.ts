import { queryOptions } from '@tanstack/react-query';
import type { UploadResult } from '../domain/upload-rows';
import type { AnalyteResult, Panel, Profile, Test } from '../generated/entities.gen';
import { createResource, deleteResource, getCollection, getResource, request } from './client';
import { resolveDocument, type JsonApiDocument, type Resolved } from './json-api';
import { queryKeys } from './query-keys';

/** What a results upload sends (SPEC section 7): results already in the product unit, the test date and profile ids. */
export interface ResultsUploadPayload {
  results: UploadResult[];
  test_date: string;
  profiles: string[];
}

export type UploadedTest = Resolved<Test> & { panel?: Resolved<Panel> & { profiles?: Resolved<Profile>[] } };

// The upload makes a test: request and answer name one type (JSON:API).
const RESOURCE_TYPE = 'tests';

/** An earlier upload to edit: the test (GET /v1/tests/{id}) and the results it holds. */
export interface EditableUpload {
  test: UploadedTest;
  results: Resolved<AnalyteResult>[];
}

export const uploadedTestQuery = (testCycleId: string) =>
  queryOptions({
    queryKey: queryKeys.uploadedTest(testCycleId),
    queryFn: async (): Promise<EditableUpload> => {
      const test = (await getResource<Test>(`/v1/tests/${encodeURIComponent(testCycleId)}`, { include: 'panel.profiles' })) as UploadedTest;
      const results = await getCollection<AnalyteResult>('/v1/analyte_results', {
        'filter[test_cycle_id]': test.test_cycle_id ?? testCycleId,
      });
      return { test, results };
    },
  });

export async function createResultsUpload(payload: ResultsUploadPayload): Promise<UploadedTest | null> {
  return (await createResource<Test>('/v1/results_upload', RESOURCE_TYPE, { ...payload })) as UploadedTest | null;
}

export async function updateResultsUpload(id: string, payload: ResultsUploadPayload): Promise<UploadedTest | null> {
  const document = (await request(`/v1/results_upload/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { data: { id, type: RESOURCE_TYPE, attributes: payload } },
  })) as JsonApiDocument | null;
  const resolved = document?.data ? resolveDocument<Test>(document) : null;
  return (Array.isArray(resolved) ? (resolved[0] ?? null) : resolved) as UploadedTest | null;
}

export async function deleteResultsUpload(id: string): Promise<void> {
  await deleteResource(`/v1/results_upload/${encodeURIComponent(id)}`);
}
