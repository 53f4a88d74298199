/** The banners' data, which every signed-in page asks for as it starts, whatever the page. */
export const HEALTH_PROFILE_REQUEST = { path: '/v1/health_profile' } as const;
export const MY_TESTS_REQUEST = { path: '/v1/tests' } as const;

/**
 * index.html's head script preloads these where the user cookie names someone, so they travel alongside the app's
 * code instead of waiting for it to run and learn who is signed in. The client must fetch exactly these paths.
 */
export const SIGNED_IN_FIRST_REQUESTS = [HEALTH_PROFILE_REQUEST, MY_TESTS_REQUEST] as const;
