import type { Banner } from '../../generated/config-types.gen';
import { evaluate } from '../conditions/evaluate';
import type { ConditionContext } from '../conditions/condition';

export const NO_BANNER_ROLE = 'tfp';

/** Banners to show: none for the tfp role or in webview mode; otherwise those whose condition holds and that were not closed. */
export function selectBanners(banners: readonly Banner[], context: ConditionContext, dismissed: ReadonlySet<string>): Banner[] {
  if ((context.roles ?? []).includes(NO_BANNER_ROLE) || context.webview) return [];
  return banners.filter((banner) => !dismissed.has(banner.id) && evaluate(banner.when, context));
}
