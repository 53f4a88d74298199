import { useQuery } from '@tanstack/react-query';
import { healthProfileQuery } from '../../api/health-profile-api';
import { planRuleResultsQuery } from '../../api/health-plan-api';
import { localIsoDate } from '../../domain/dates';
import { planContext } from '../../domain/health-plan/plan-context';
import { recommendPlan, type PlanRecommendation } from '../../domain/health-plan/plan-match';

export type RecommendationState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; recommendation: PlanRecommendation };

/** The plan the match rules offer this person, from their health profile and results (config/health-plan.yaml). */
export function usePlanRecommendation(enabled = true): RecommendationState {
  const profile = useQuery({ ...healthProfileQuery, enabled });
  const results = useQuery({ ...planRuleResultsQuery, enabled, meta: { silent: true } });
  if (profile.status === 'pending' || results.status === 'pending') return { status: 'loading' };
  if (profile.status === 'error') return { status: 'error' };
  // Without results the rules still read the profile: a failed results call must not hide a plan.
  const context = planContext(profile.data as Record<string, unknown> | null, results.data ?? [], localIsoDate(new Date()));
  return { status: 'ready', recommendation: recommendPlan(context) };
}
