import { queryOptions } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { deleteResource, getResource, request } from './client';
import { queryKeys } from './query-keys';
import { CURRENT_USER_REQUEST } from './current-user-request';
import type { User } from '../generated/entities.gen';
import { flattenPermissions } from '../domain/permissions';

export type { Address, Role } from '../generated/entities.gen';

/** The signed-in person as GET /v1/user returns them: attributes plus roles, flattened permissions and organisation. */
export type CurrentUser = User &
  Required<Pick<User, 'email_verified' | 'roles' | 'permissions' | 'password_present'>> & { created_at: string };

export async function signInWithPassword(username: string, password: string): Promise<void> {
  await request('/auth/token', { method: 'POST', body: { grant_type: 'password', username, password } });
}

export async function signInWithMembershipToken(token: string): Promise<void> {
  await request('/auth/token', { method: 'POST', body: { grant_type: 'membership_token', type: 'user', token } });
}

export async function signOut(): Promise<void> {
  await deleteResource('/auth/token');
}

/** The person as an answer about them holds them, permissions flattened from the included roles (SPEC section 6). */
function asCurrentUser(user: User): CurrentUser {
  const roles = user.roles ?? [];
  return { ...user, roles, permissions: flattenPermissions(roles, user.permissions ?? []) } as CurrentUser;
}

/** A related resource as the answer included it: more than the bare identifier a relationship names. */
const included = (resource: object): boolean => Object.keys(resource).some((key) => key !== 'id' && key !== 'type');

/**
 * The person from another answer than GET /v1/user (the PATCH's): only when it holds all that GET's includes would,
 * their roles and organisation, so the permissions flattened from it are theirs. Null otherwise: read them again.
 */
export function currentUserFromAnswer(answer: User | null | undefined): CurrentUser | null {
  if (!answer || !Array.isArray(answer.roles) || !answer.roles.every(included)) return null;
  if (!Object.hasOwn(answer, 'source_organisation')) return null;
  const organisation = answer.source_organisation;
  if (organisation !== null && (organisation === undefined || !included(organisation))) return null;
  return asCurrentUser(answer);
}

/** null when nobody is signed in (401). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return asCurrentUser(await getResource<User>(CURRENT_USER_REQUEST.path, CURRENT_USER_REQUEST.query));
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: queryKeys.currentUser,
  queryFn: fetchCurrentUser,
  staleTime: 60_000,
});
