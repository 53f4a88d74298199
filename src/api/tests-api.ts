import { queryOptions } from '@tanstack/react-query';
import type { Test } from '../generated/entities.gen';
import { getCollection } from './client';
import { queryKeys } from './query-keys';

/** Every test of the signed-in person (any state); layout rules only need the states. */
export const myTestsQuery = queryOptions({
  queryKey: queryKeys.tests('all'),
  queryFn: async () => (await getCollection<Test>('/v1/tests')) as Test[],
});
