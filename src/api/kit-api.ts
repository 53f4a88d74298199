import type { Test } from '../generated/entities.gen';
import { createResource, getResource } from './client';

export interface KitCodeStatus {
  code: string;
  panel_name: string;
  available: boolean;
}

/** GET /v1/kit_codes/{code}: open without sign-in, so a person learns a code is right before making an account. */
export async function checkKitCode(code: string): Promise<KitCodeStatus> {
  return (await getResource<KitCodeStatus>(`/v1/kit_codes/${encodeURIComponent(code)}`)) as KitCodeStatus;
}

/** POST /v1/retail_tests {kit_code}: the kit becomes the signed-in person's test. */
export async function registerKit(code: string): Promise<Test | null> {
  return (await createResource<Test>('/v1/retail_tests', 'retail_tests', { kit_code: code })) as Test | null;
}
