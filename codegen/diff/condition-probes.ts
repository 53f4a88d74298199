import type { Condition } from '../../src/engine/conditions/condition';

/** A value worth trying for a variable, because some condition tells it apart from others. */
export interface Probe {
  /** The variable as a condition names it: "query.redirect", "flags.externalResultsUpload", "answers.goals". */
  name: string;
  value: unknown;
}

const COMPARISONS = new Set(['==', '===', '!=', '!==', '<', '<=', '>', '>=', 'in']);

function varName(operand: unknown): string | undefined {
  if (typeof operand !== 'object' || operand === null || Array.isArray(operand)) return undefined;
  const inner = (operand as Record<string, unknown>).var;
  const name = Array.isArray(inner) ? inner[0] : inner;
  return typeof name === 'string' ? name : undefined;
}

/** A literal, or a `constants.*` value read from the config being probed. */
function literalOf(operand: unknown, constants: Readonly<Record<string, unknown>>): { value: unknown } | undefined {
  const name = varName(operand);
  if (name === undefined) return typeof operand === 'object' && operand !== null ? undefined : { value: operand };
  if (!name.startsWith('constants.')) return undefined;
  let value: unknown = constants;
  for (const part of name.slice('constants.'.length).split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  return { value };
}

/**
 * Every variable a condition reads, each with the values it is compared against (a literal or a config
 * constant). A variable read only for its truth gets no value here: callers try it set and unset.
 */
export function conditionProbes(condition: Condition | undefined, constants: Readonly<Record<string, unknown>>): Probe[] {
  const probes: Probe[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const name = varName(node);
    if (name !== undefined) {
      probes.push({ name, value: undefined });
      return;
    }
    for (const [operator, args] of Object.entries(node)) {
      if (COMPARISONS.has(operator) && Array.isArray(args) && args.length === 2) {
        const [left, right] = args as [unknown, unknown];
        for (const [variable, other] of [
          [left, right],
          [right, left],
        ] as const) {
          const name = varName(variable);
          const literal = literalOf(other, constants);
          if (name !== undefined && literal !== undefined) probes.push({ name, value: literal.value });
        }
      }
      visit(args);
    }
  };
  visit(condition);
  return probes;
}

/** The variables with the given root ("query", "flags", "params"), each with its distinct compared values. */
export function probesUnder(probes: readonly Probe[], root: string): Map<string, unknown[]> {
  const byName = new Map<string, unknown[]>();
  for (const probe of probes) {
    if (!probe.name.startsWith(`${root}.`)) continue;
    const name = probe.name.slice(root.length + 1).split('.')[0] ?? '';
    const values = byName.get(name) ?? [];
    if (probe.value !== undefined && !values.some((value) => JSON.stringify(value) === JSON.stringify(probe.value)))
      values.push(probe.value);
    byName.set(name, values);
  }
  return byName;
}
