import { healthPlanConfig } from '../../generated/health-plan-config.gen';
import type { HealthPlanConfig } from '../../generated/config-types.gen';
import type { ConditionContext } from '../../engine/conditions/condition';
import { evaluate } from '../../engine/conditions/evaluate';
import { MIN_INTERVENTIONS_EXCLUSIVE } from './plan-context';

export type PlanIntervention = HealthPlanConfig['interventions'][number];

/** Names of the criteria that hold for this person. */
export function metCriteria(context: ConditionContext, config: HealthPlanConfig = healthPlanConfig): string[] {
  return Object.entries(config.criteria)
    .filter(([, condition]) => evaluate(condition, context))
    .map(([name]) => name);
}

/** The recommendation match rules: interventions with at least one criterion that holds, in config order. */
export function matchInterventions(context: ConditionContext, config: HealthPlanConfig = healthPlanConfig): PlanIntervention[] {
  const met = new Set(metCriteria(context, config));
  return config.interventions.filter((intervention) => intervention.whenAny.some((name) => met.has(name)));
}

/** The heart-plan criteria: any of them holds. */
export function meetsHeartPlanCriteria(context: ConditionContext, config: HealthPlanConfig = healthPlanConfig): boolean {
  const met = new Set(metCriteria(context, config));
  return config.heartPlan.whenAny.some((name) => met.has(name));
}

export type PlanRecommendation =
  | { kind: 'plan'; templateId: string; interventions: PlanIntervention[] }
  | { kind: 'no-criteria' }
  | { kind: 'too-few-interventions'; interventions: PlanIntervention[] };

/** A plan is offered when the heart-plan criteria hold and more than one intervention matches (SPEC section 9). */
export function recommendPlan(
  context: ConditionContext,
  config: HealthPlanConfig = healthPlanConfig,
  minExclusive = MIN_INTERVENTIONS_EXCLUSIVE,
): PlanRecommendation {
  if (!meetsHeartPlanCriteria(context, config)) return { kind: 'no-criteria' };
  const interventions = matchInterventions(context, config);
  if (interventions.length <= minExclusive) return { kind: 'too-few-interventions', interventions };
  return { kind: 'plan', templateId: config.heartPlan.templateId, interventions };
}
