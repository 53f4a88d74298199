import type { ScreenKey } from '../../codegen/screen-keys';

/**
 * Screens that read no data through TanStack Query: shown without loading it (the 404 is the first page of many;
 * a clinician's shared results open once, from a link, on what may be a slow surgery PC, in 150 kB in all).
 * The build's route preloads (codegen/route-preloads.ts) follow the same list.
 */
export const QUERY_FREE_SCREENS: ReadonlySet<ScreenKey> = new Set<ScreenKey>(['not-found', 'shared-results']);
