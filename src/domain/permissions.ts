/**
 * SPEC section 6: a user's permissions are flattened from their roles. Each permission appears once, in
 * the order first met; any permission the server already lists on the user comes first.
 */
export function flattenPermissions(roles: readonly { permissions?: readonly string[] }[], direct: readonly string[] = []): string[] {
  return [...new Set([...direct, ...roles.flatMap((role) => role.permissions ?? [])])];
}
