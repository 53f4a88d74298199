import type { ClaimCreditStatus } from '../generated/entities.gen';

/** A failed test's classification as the API sends it; null when the lab gave none. */
export interface FailureFacts {
  failure_classification?: string | null;
  credit_redeemed_at?: string | null;
}

/** SPEC section 4: cannot_redeem when there is no failure classification. */
export function claimCreditStatus(facts: FailureFacts): ClaimCreditStatus {
  const classification = facts.failure_classification?.trim();
  return classification ? 'can_redeem' : 'cannot_redeem';
}

export type ReplacementState = 'can-redeem' | 'cannot-redeem' | 'redeemed';

/** What the failure page offers: redeem, say plainly it cannot, or show the replacement already on its way. */
export function replacementState(facts: FailureFacts): ReplacementState {
  if (facts.credit_redeemed_at) return 'redeemed';
  return claimCreditStatus(facts) === 'can_redeem' ? 'can-redeem' : 'cannot-redeem';
}

interface ResultFacts {
  successful?: boolean;
  severity?: string | null;
}

/** A sample failed when the lab returned results and none of them succeeded. */
export function sampleFailed(results: readonly ResultFacts[]): boolean {
  return results.length > 0 && results.every((result) => result.successful === false || result.severity === 'not_applicable');
}
