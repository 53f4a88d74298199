import type { PartnerTest } from '../../api/partner-api';

/** After partner account setup: the scheduled test of this partner to confirm, else the health profile. */
export function nextAfterSetup(
  tests: readonly PartnerTest[],
  partnerSlug: string,
): { kind: 'confirm-test'; testId: string } | { kind: 'health-profile' } {
  const scheduled = tests.find(
    (test) =>
      test.state === 'scheduled' && (test.request?.organization?.slug === undefined || test.request.organization.slug === partnerSlug),
  );
  return scheduled ? { kind: 'confirm-test', testId: scheduled.id } : { kind: 'health-profile' };
}
