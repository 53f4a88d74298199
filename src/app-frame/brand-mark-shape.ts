/**
 * The mark's geometry, shared by the React mark and the splash codegen writes into index.html, so the splash
 * a person sees first is the same drop the header then shows.
 */
export const BRAND_MARK_VIEW_BOX = '0 0 32 32';
export const BRAND_MARK_DROP_PATH = 'M16 6.5s-6.5 7.2-6.5 11.6a6.5 6.5 0 0 0 13 0C22.5 13.7 16 6.5 16 6.5Z';
