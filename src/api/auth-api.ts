import { queryOptions } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { deleteResource, getResource, request } from './client';
import { queryKeys } from './query-keys';

export interface Role {
  name: string;
}

export interface Address {
  line1?: string | null;
  line2?: string | null;
  line3?: string | null;
  locality?: string | null;
  postcode?: string | null;
}

export interface SourceOrganisation {
  id: string;
  name?: string;
  slug?: string;
}

/** The signed-in person as GET /v1/user returns them: attributes plus roles, flattened permissions and organisation. */
export interface CurrentUser {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  dob: string | null;
  sex: 'M' | 'F' | null;
  phone_number: string | null;
  address: Address | null;
  password_present: boolean;
  reasons_for_joining: string[];
  email_verified: boolean;
  created_at: string;
  referral_code: string | null;
  roles: Role[];
  permissions: string[];
  source_organisation: SourceOrganisation | null;
}

export async function signInWithPassword(username: string, password: string): Promise<void> {
  await request('/auth/token', { method: 'POST', body: { grant_type: 'password', username, password } });
}

export async function signInWithMembershipToken(token: string): Promise<void> {
  await request('/auth/token', { method: 'POST', body: { grant_type: 'membership_token', type: 'user', token } });
}

export async function signOut(): Promise<void> {
  await deleteResource('/auth/token');
}

/** null when nobody is signed in (401). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return (await getResource<CurrentUser>('/v1/user', { include: 'roles,source_organisation' })) as CurrentUser;
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
