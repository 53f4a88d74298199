import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { resetDb } from './db/store';
import { errorResponse, type MockError } from './json-api-responses';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/**
 * What an end-to-end test may ask of the fake backend from outside the page: answer one call with an error
 * or a network failure (msw per-test overrides), or reset the seeded data.
 */
export interface MockApiControl {
  fail(method: Method, path: string, status: number, errors?: MockError[], options?: { once?: boolean }): void;
  networkError(method: Method, path: string, options?: { once?: boolean }): void;
  resetHandlers(): void;
  resetData(): void;
}

export function createMockApiControl(worker: SetupWorker): MockApiControl {
  const override = (handler: HttpHandler) => worker.use(handler);
  return {
    fail(method, path, status, errors = [], options = {}) {
      override(http[method](`*${path}`, () => errorResponse(status, errors), { once: options.once ?? true }));
    },
    networkError(method, path, options = {}) {
      override(http[method](`*${path}`, () => HttpResponse.error(), { once: options.once ?? true }));
    },
    resetHandlers: () => worker.resetHandlers(),
    resetData: resetDb,
  };
}
