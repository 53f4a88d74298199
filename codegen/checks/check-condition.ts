import { collectConditionParts } from '../../src/engine/conditions/collect-vars';
import { CONDITION_SCOPES, type Condition, type ConditionScope } from '../../src/engine/conditions/condition';
import type { DocPath } from '../load/config-error';
import { didYouMean } from '../load/suggest';
import type { ErrorSink } from './check-context';

/** Names a condition may read below a root, where the config knows them; other roots are open. */
export type KnownNames = Partial<Record<string, readonly string[]>>;

const SESSION_NAMES = ['authenticated', 'emailVerified', 'hoursSinceCreated', 'hasError'];

export function checkCondition(
  sink: ErrorSink,
  at: DocPath,
  condition: Condition | undefined,
  scope: ConditionScope,
  known: KnownNames,
): void {
  if (condition === undefined || typeof condition === 'boolean') return;
  const roots: readonly string[] = CONDITION_SCOPES[scope];
  const names: KnownNames = { session: SESSION_NAMES, ...known };
  for (const variable of collectConditionParts(condition).vars) {
    const [root = '', child] = variable.name.split('.');
    const where = [...at, ...variable.path];
    if (!roots.includes(root)) {
      sink.at(where, `unknown condition variable "${variable.name}": "${root}" is not one of ${roots.join(', ')}${didYouMean(root, roots)}`);
      continue;
    }
    const children = names[root];
    if (child !== undefined && children !== undefined && !children.includes(child)) {
      sink.at(where, `unknown condition variable "${variable.name}": ${root} has no "${child}"${didYouMean(child, children)}`);
    }
  }
}
