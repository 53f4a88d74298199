import type { Condition } from './condition';

export interface ConditionVar {
  /** The dotted name, e.g. permissions or query.referrer. */
  name: string;
  /** Where, inside the condition, the name is written (for error positions). */
  path: ReadonlyArray<string | number>;
}

function walk(node: unknown, path: ReadonlyArray<string | number>, vars: ConditionVar[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => walk(item, [...path, index], vars));
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'var') {
      if (typeof value === 'string') vars.push({ name: value, path: [...path, key] });
      else if (Array.isArray(value) && typeof value[0] === 'string') vars.push({ name: value[0], path: [...path, key, 0] });
      continue;
    }
    walk(value, [...path, key], vars);
  }
}

/** Every variable a condition reads, so codegen can check them against the context vocabulary. */
export function collectConditionVars(condition: Condition): ConditionVar[] {
  const vars: ConditionVar[] = [];
  walk(condition, [], vars);
  return vars;
}
