import jsonLogic from 'json-logic-js';
import type { Condition, ConditionContext } from './condition';
import { collectConditionVars } from './collect-vars';
import { evaluate } from './evaluate';

/** One variable a condition read and the value it saw: what "the values that decided" means in a trace. */
export interface ConditionValue {
  name: string;
  value: unknown;
}

/** A condition checked against a context: whether it held and what each of its variables was. */
export interface ConditionCheck {
  /** Undefined when the rule has no condition (it always holds). */
  condition: Condition | undefined;
  holds: boolean;
  values: ConditionValue[];
}

/** Each variable the condition reads, once, in the order written, with the value JSON Logic resolves for it. */
export function conditionValues(condition: Condition | undefined, context: ConditionContext): ConditionValue[] {
  if (condition === undefined) return [];
  const names = [...new Set(collectConditionVars(condition).map((found) => found.name))];
  // The same resolution evaluate uses (json-logic's var), so a value shown is the value the rule saw.
  return names.map((name) => ({ name, value: jsonLogic.apply({ var: name }, context) as unknown }));
}

/** Evaluates the condition and records what it read: evaluate's verdict, never a second opinion. */
export function checkCondition(condition: Condition | undefined, context: ConditionContext): ConditionCheck {
  return { condition, holds: evaluate(condition, context), values: conditionValues(condition, context) };
}
