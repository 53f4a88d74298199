import { collectConditionVars } from '../../src/engine/conditions/collect-vars';
import { CONDITION_SCOPES, SESSION_NAMES, type Condition, type ConditionScope } from '../../src/engine/conditions/condition';
import type { DocPath } from '../load/config-error';
import { didYouMean } from '../load/suggest';
import type { ErrorSink } from './check-context';

/** Below this, the config cannot know the shape (an answer, a profile attribute): any path is accepted. */
export const OPEN: unique symbol = Symbol('open');
/** A single value with nothing below it (a session fact). */
export const SCALAR: unique symbol = Symbol('scalar');

/**
 * What the config knows below each root: a value whose shape a variable path is walked through (the typed
 * app constants, the flag defaults), OPEN or SCALAR. Roots not listed are open.
 */
export type KnownRoots = Partial<Record<string, unknown>>;

/** Known names whose values the config cannot describe further. */
export function openNames(names: readonly string[]): Record<string, typeof OPEN> {
  return Object.fromEntries(names.map((name) => [name, OPEN]));
}

const SESSION: Record<string, typeof SCALAR> = Object.fromEntries(SESSION_NAMES.map((name) => [name, SCALAR]));

function kindOf(value: unknown): string {
  if (value === SCALAR) return 'a single value';
  if (value === null) return 'null';
  return typeof value === 'string'
    ? 'a string'
    : typeof value === 'number'
      ? 'a number'
      : typeof value === 'boolean'
        ? 'a boolean'
        : `a ${typeof value}`;
}

/** Why the path below a root does not exist in what is known there, or undefined when it does (or cannot be known). */
export function unknownPart(rootValue: unknown, root: string, parts: readonly string[]): string | undefined {
  let value = rootValue;
  let walked = root;
  for (const part of parts) {
    if (value === OPEN || value === undefined) return undefined;
    if (Array.isArray(value)) {
      if (part === 'length') value = value.length;
      else if (/^\d+$/.test(part) && Number(part) < value.length) value = value[Number(part)];
      else return `${walked} is a list of ${value.length}; it has no "${part}"`;
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      if (!keys.includes(part)) return `${walked} has no "${part}"${didYouMean(part, keys)}`;
      value = (value as Record<string, unknown>)[part];
    } else if (typeof value === 'string' && part === 'length') {
      value = value.length;
    } else {
      return `${walked} is ${kindOf(value)} with nothing below it; it has no "${part}"`;
    }
    walked = `${walked}.${part}`;
  }
  return undefined;
}

export function checkCondition(
  sink: ErrorSink,
  at: DocPath,
  condition: Condition | undefined,
  scope: ConditionScope,
  known: KnownRoots,
): void {
  if (condition === undefined || typeof condition === 'boolean') return;
  const roots: readonly string[] = CONDITION_SCOPES[scope];
  const shapes: KnownRoots = { session: SESSION, ...known };
  for (const variable of collectConditionVars(condition)) {
    const [root = '', ...parts] = variable.name.split('.');
    const where = [...at, ...variable.path];
    if (!roots.includes(root)) {
      sink.at(
        where,
        `unknown condition variable "${variable.name}": "${root}" is not one of ${roots.join(', ')}${didYouMean(root, roots)}`,
      );
      continue;
    }
    const problem = unknownPart(shapes[root], root, parts);
    if (problem !== undefined) sink.at(where, `unknown condition variable "${variable.name}": ${problem}`);
  }
}
