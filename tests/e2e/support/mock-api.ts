import { expect, type Page } from '@playwright/test';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
interface MockError {
  detail: string;
  pointer?: string;
}

/** Asks the local server (test mode) for a per-test override; the page's scope cookie says whose. */
async function override(
  page: Page,
  body: { method: Method; path: string; status?: number; errors?: MockError[]; once: boolean },
): Promise<void> {
  const response = await page.request.post('/__test__/overrides', { data: body });
  expect(response.status(), await response.text()).toBe(201);
}

/** The next matching call answers with this status and error body. */
export async function failNext(page: Page, method: Method, path: string, status: number, errors: MockError[] = []): Promise<void> {
  await override(page, { method, path, status, errors, once: true });
}

/** Every matching call answers with this status and error body, until resetMockOverrides. */
export async function failAlways(page: Page, method: Method, path: string, status: number, errors: MockError[] = []): Promise<void> {
  await override(page, { method, path, status, errors, once: false });
}

/** The next matching call fails as if the network were down (the server drops the connection). */
export async function networkErrorNext(page: Page, method: Method, path: string): Promise<void> {
  await override(page, { method, path, once: true });
}

/** Every matching call fails as if the network were down, until resetMockOverrides (retries see it too). */
export async function networkErrorAlways(page: Page, method: Method, path: string): Promise<void> {
  await override(page, { method, path, once: false });
}

/** Drops every per-test override: the API answers normally again. */
export async function resetMockOverrides(page: Page): Promise<void> {
  const response = await page.request.delete('/__test__/overrides');
  expect(response.ok()).toBe(true);
}
