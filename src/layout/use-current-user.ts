import { useQuery } from '@tanstack/react-query';
import { currentUserQuery, type CurrentUser } from '../api/auth-api';

/** The signed-in person, or null; the route loaders have already fetched it, so this rarely waits. */
export function useCurrentUser(): CurrentUser | null {
  const { data } = useQuery(currentUserQuery);
  return data ?? null;
}
