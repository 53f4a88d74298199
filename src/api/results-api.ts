import { queryOptions } from '@tanstack/react-query';
import type { AnalyteResult, Doctor, HealthScore, Report, ResultStatus, Test } from '../generated/entities.gen';
import { ApiError, isApiError } from './api-error';
import { resolveDocument, type JsonApiDocument } from './json-api';
import { getCollection, getResource, request } from './client';
import { retryOnce } from '../domain/retry-once';
import type { HistoryInput } from '../domain/result-history';

/** A test as the results pages read it: its report and the report's doctor resolved. */
export type ResultsTest = Test & { report?: (Report & { doctor?: Doctor | null }) | null };

export interface ForecastPoint {
  date: string;
  value: number;
  lower: number;
  upper: number;
}

export interface AnalyteForecast {
  id: string;
  analyte_id?: string;
  unit?: string | null;
  values?: unknown[];
  interventions?: { id: string; name: string; expected_change?: string | null }[];
}

export interface PredictiveResult {
  id: string;
  analyte_id?: string;
  unit?: string | null;
  current_level?: ResultStatus | null;
  /** The latest measured value the prediction starts from. */
  current_value?: number | null;
  weeks?: number | null;
  predictions?: { intervention_id: string; intervention_name: string; level?: ResultStatus | null; value?: number | null }[];
}

export interface SampleFailure {
  id: string;
  test_cycle_id?: string;
  failure_classification?: string | null;
  credit_redeemed_at?: string | null;
  replacement_test_id?: string | null;
}

export const resultsKeys = {
  test: (testCycle: string) => ['results', 'test', testCycle] as const,
  cycleResults: (testCycle: string) => ['results', 'cycle', testCycle] as const,
  history: (analyte: string) => ['results', 'history', analyte] as const,
  forecast: (testCycle: string, analyte: string) => ['results', 'forecast', testCycle, analyte] as const,
  predictive: ['results', 'predictive'] as const,
  healthScores: ['health-scores'] as const,
  sampleFailure: (testCycle: string) => ['results', 'sample-failure', testCycle] as const,
};

/** A 404 is the page's own answer (the not-found page), not a reason to retry or raise the generic banner. */
const notFoundIsFinal = (count: number, error: unknown) => count < 1 && !(isApiError(error) && error.status < 500 && error.status !== 0);

export const resultsTestQuery = (testCycle: string) =>
  queryOptions({
    queryKey: resultsKeys.test(testCycle),
    queryFn: async () =>
      (await getResource<ResultsTest>(`/v1/tests/${encodeURIComponent(testCycle)}`, {
        include: 'report,report.doctor,panel.profiles',
      })) as ResultsTest,
    retry: notFoundIsFinal,
    meta: { silent: true },
  });

export const cycleResultsQuery = (testCycle: string) =>
  queryOptions({
    queryKey: resultsKeys.cycleResults(testCycle),
    queryFn: async () =>
      (await getCollection<AnalyteResult>('/v1/analyte_results', { 'filter[test_cycle_id]': testCycle })) as AnalyteResult[],
  });

/** Every result of one analyte across the person's tests, lab and uploaded alike, each with its test (an upload's test date). */
export const analyteHistoryQuery = (analyte: string) =>
  queryOptions({
    queryKey: resultsKeys.history(analyte),
    queryFn: async () =>
      (await getCollection<HistoryInput>('/v1/analyte_results', { 'filter[analyte_id]': analyte, include: 'test' })) as HistoryInput[],
  });

export const forecastQuery = (testCycle: string, analyte: string) =>
  queryOptions({
    queryKey: resultsKeys.forecast(testCycle, analyte),
    queryFn: async () => {
      const forecasts = (await getCollection<AnalyteForecast>('/v1/forecasts', {
        'filter[test_cycle_id]': testCycle,
        'filter[analyte_id]': analyte,
      })) as AnalyteForecast[];
      return forecasts[0] ?? null;
    },
  });

/** SPEC section 7: retried once after 20 s when the failure allows it (a network or server error); React Query does not retry on top. */
export const predictiveResultsQuery = queryOptions({
  queryKey: resultsKeys.predictive,
  queryFn: () =>
    retryOnce(async () => (await getCollection<PredictiveResult>('/v1/predictive_results')) as PredictiveResult[], {
      allowed: (error) => !isApiError(error) || error.status === 0 || error.status >= 500,
    }),
  retry: false,
  meta: { silent: true },
});

export const healthScoresQuery = queryOptions({
  queryKey: resultsKeys.healthScores,
  queryFn: async () => (await getCollection<HealthScore>('/v1/health_scores')) as HealthScore[],
});

export const sampleFailureQuery = (testCycle: string) =>
  queryOptions({
    queryKey: resultsKeys.sampleFailure(testCycle),
    queryFn: async () => (await getResource<SampleFailure>(`/v1/sample_failures/${encodeURIComponent(testCycle)}`)) as SampleFailure,
    retry: notFoundIsFinal,
    meta: { silent: true },
  });

export async function redeemCredit(testCycle: string): Promise<SampleFailure> {
  const document = (await request(`/v1/sample_failures/${encodeURIComponent(testCycle)}/redeem_credit`, {
    method: 'POST',
  })) as JsonApiDocument;
  const resolved = resolveDocument<SampleFailure>(document);
  if (resolved === null || Array.isArray(resolved)) throw new ApiError(500, [], 'Expected the redeemed sample failure');
  return resolved;
}
