import { queryOptions } from '@tanstack/react-query';
import type { HealthProfile } from '../generated/entities.gen';
import { isApiError } from './api-error';
import { getResource, updateResource } from './client';
import { queryKeys } from './query-keys';
import { HEALTH_PROFILE_REQUEST } from './signed-in-requests';

/** The catalogue: a 404 (no profile yet) or 401 on fetch is silently ignored; other errors are reported. */
export const healthProfileQuery = queryOptions({
  queryKey: queryKeys.healthProfile,
  queryFn: async (): Promise<HealthProfile | null> => {
    try {
      return (await getResource<HealthProfile>(HEALTH_PROFILE_REQUEST.path)) as HealthProfile;
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 401)) return null;
      throw error;
    }
  },
});

export async function updateHealthProfile(attributes: Record<string, unknown>): Promise<HealthProfile | null> {
  return (await updateResource<HealthProfile>('/v1/health_profile', 'health_profiles', undefined, attributes)) as HealthProfile | null;
}
