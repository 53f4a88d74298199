import { queryOptions } from '@tanstack/react-query';
import { createResource, getCollection, getResource } from './client';
import { queryKeys } from './query-keys';
import type { Partner as EntityPartner } from '../generated/entities.gen';

export type Partner = EntityPartner & Required<Pick<EntityPartner, 'name' | 'cobranding' | 'logos'>>;

export interface PanelProfile {
  id: string;
  name: string;
}

export interface PartnerTest {
  id: string;
  state: 'scheduled' | 'active' | 'complete' | 'cancelled';
  test_cycle_id: string;
  test_date: string | null;
  panel?: { id: string; name: string; profiles?: PanelProfile[] };
  request?: { organization?: { id: string; slug?: string; name?: string } | null } | null;
}

export const partnerQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.partner(slug),
    queryFn: async () => (await getResource<Partner>(`/v1/partners/${encodeURIComponent(slug)}`)) as Partner,
  });

export const partnerTestsQuery = queryOptions({
  queryKey: queryKeys.tests('partner'),
  queryFn: async () => (await getCollection<PartnerTest>('/v1/tests', { include: 'panel.profiles,request.organization' })) as PartnerTest[],
});

/** Partner account setup: a password for a new account, or a confirmation for an existing one. */
export async function setupPartnerAccount(slug: string, attributes: Record<string, unknown>): Promise<void> {
  await createResource(`/v1/partners/${encodeURIComponent(slug)}/account_setup`, 'account_setups', attributes);
}

/** Confirming a partner test starts it. */
export async function startTest(testCycleId: string, testDate?: string): Promise<void> {
  await createResource(`/v1/tests/${encodeURIComponent(testCycleId)}/start`, 'tests', testDate ? { test_date: testDate } : {});
}
