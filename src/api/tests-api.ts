import { queryOptions } from '@tanstack/react-query';
import type { Test } from '../generated/entities.gen';
import { getCollection } from './client';
import { queryKeys } from './query-keys';
import { MY_TESTS_REQUEST } from './signed-in-requests';

/** Every test of the signed-in person (any state); layout rules only need the states. */
export const myTestsQuery = queryOptions({
  queryKey: queryKeys.tests('all'),
  queryFn: async () => (await getCollection<Test>(MY_TESTS_REQUEST.path)) as Test[],
});
