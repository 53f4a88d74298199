/**
 * The studio's entry puts this on the page; tests/build/check-no-mock-code.mjs fails any build that contains it,
 * and eslint keeps app code from importing src/studio, so the studio never ships.
 */
export const STUDIO_MARKER = 'vitalia-staff-studio';
