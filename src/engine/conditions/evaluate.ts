import jsonLogic from 'json-logic-js';
import type { Condition, ConditionContext } from './condition';

/** No condition means "always". json-logic-js interprets the rule without eval, so it runs under a strict CSP. */
export function evaluate(condition: Condition | undefined | null, context: ConditionContext): boolean {
  if (condition === undefined || condition === null) return true;
  if (typeof condition === 'boolean') return condition;
  return jsonLogic.truthy(jsonLogic.apply(condition as jsonLogic.RulesLogic, context));
}
