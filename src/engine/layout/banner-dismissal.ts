import type { Banner } from '../../generated/config-types.gen';

/**
 * How closing a banner lasts. The generic error banner reports one occurrence of a failure: closing it
 * dismisses that occurrence only (the next failure shows it again). Every other banner stays closed for
 * this person across reloads.
 */
export type Dismissal = 'occurrence' | 'stored';

export function dismissalOf(banner: Pick<Banner, 'kind'>): Dismissal {
  return banner.kind === 'generic-error' ? 'occurrence' : 'stored';
}
