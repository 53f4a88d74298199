/** The signed-in person, asked on every first load: index.html preloads it, so it travels alongside the app's code. */
export const CURRENT_USER_REQUEST = { path: '/v1/user', query: { include: 'roles,source_organisation' } } as const;
