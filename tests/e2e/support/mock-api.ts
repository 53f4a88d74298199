import type { Page } from '@playwright/test';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
interface MockError {
  detail: string;
  pointer?: string;
}

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => window.mockApi !== undefined);
}

/** The next matching call answers with this status and error body (an msw per-test override). */
export async function failNext(page: Page, method: Method, path: string, status: number, errors: MockError[] = []): Promise<void> {
  await ready(page);
  await page.evaluate(([m, p, s, e]) => window.mockApi?.fail(m, p, s, e), [method, path, status, errors] as const);
}

/** The next matching call fails as if the network were down. */
export async function networkErrorNext(page: Page, method: Method, path: string): Promise<void> {
  await ready(page);
  await page.evaluate(([m, p]) => window.mockApi?.networkError(m, p), [method, path] as const);
}

/** Every matching call fails as if the network were down, until resetMockOverrides (retries see it too). */
export async function networkErrorAlways(page: Page, method: Method, path: string): Promise<void> {
  await ready(page);
  await page.evaluate(([m, p]) => window.mockApi?.networkError(m, p, { once: false }), [method, path] as const);
}

/** Drops every per-test override: the mock API answers normally again. */
export async function resetMockOverrides(page: Page): Promise<void> {
  await ready(page);
  await page.evaluate(() => window.mockApi?.resetHandlers());
}
