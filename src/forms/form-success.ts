import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FormQueryName } from '../../codegen/form-actions';
import type { queryKeys } from '../api/query-keys';
import type { FormOnSuccess } from '../generated/config-types.gen';
import { pathFor } from '../app-router/app-routes';

type KeyOf<T> = T extends (...args: never[]) => infer R ? KeyOf<R> : T extends readonly [infer First, ...unknown[]] ? First : never;
type QueryName = { [K in keyof typeof queryKeys]: KeyOf<(typeof queryKeys)[K]> }[keyof typeof queryKeys];
// The names codegen accepts in submit.onSuccess.invalidate are exactly the query keys' first parts.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const FORM_QUERY_NAMES_MATCH_QUERY_KEYS: Same<FormQueryName, QueryName> = true;

/**
 * Performs a form's submit.onSuccess (config/forms): refreshes the named queries (every key that starts with
 * the name), then lets the screen's own step run, then goes to the route. The message is rendered by the form.
 */
export function useFormSuccess(onSuccess: FormOnSuccess | undefined): (screenStep?: () => void) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return async (screenStep) => {
    await Promise.all((onSuccess?.invalidate ?? []).map((name) => queryClient.invalidateQueries({ queryKey: [name] })));
    screenStep?.();
    if (onSuccess?.navigate === undefined) return;
    const kept = onSuccess.keepQuery ? Object.fromEntries(new URLSearchParams(location.search)) : {};
    await navigate(pathFor(onSuccess.navigate, {}, { ...kept, ...onSuccess.query }));
  };
}
