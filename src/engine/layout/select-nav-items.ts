import type { NavItem } from '../../generated/config-types.gen';
import { evaluate } from '../conditions/evaluate';
import type { ConditionContext } from '../conditions/condition';

/** The items of a menu the current person may see, in config order. */
export function selectNavItems(items: readonly NavItem[], context: ConditionContext): NavItem[] {
  return items.filter((item) => evaluate(item.when, context));
}
