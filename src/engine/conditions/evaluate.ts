import jsonLogic from 'json-logic-js';
import type { Condition, ConditionContext } from './condition';

/**
 * No condition means "always"; `true` and `false` are themselves. json-logic-js interprets the rule without eval,
 * so it runs under a strict CSP.
 */
export function evaluate(condition: Condition | undefined | null, context: ConditionContext): boolean {
  if (condition === undefined || condition === null) return true;
  return jsonLogic.truthy(jsonLogic.apply(condition as jsonLogic.RulesLogic, context));
}
