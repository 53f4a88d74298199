// The app's build uses this module in place of @rjsf/utils' shallowAllOfMerge (vite.config.ts). rjsf merges a
// schema's `allOf` only when the schema has one, and no form of config/forms has one today, yet the merger
// (@x0k/json-schema-merge, about 3.5 kB gzip) came with rjsf to every form page. It is a chunk of its own now:
// RjsfForm waits for it before it draws or validates a form whose schema names allOf, so such a form works as before.

type Merge = (schema: object) => object;

let merge: Merge | undefined;
let loading: Promise<Merge> | undefined;

/** Loads rjsf's allOf merger once; a failed load is tried again by the next form that needs it. */
export function loadAllOfMerge(): Promise<Merge> {
  loading ??= import('./all-of-merge-impl').then(
    (module) => (merge = module.default as Merge),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const allOfMergeLoaded = (): boolean => merge !== undefined;

/** Whether a schema has an `allOf` anywhere (a field named "allOf" counts too: it only loads the merger early). */
export function namesAllOf(schema: unknown): boolean {
  return JSON.stringify(schema ?? null).includes('"allOf"');
}

/** rjsf's shallowAllOfMerge, once loaded. Before that no schema with an allOf reaches rjsf (RjsfForm waits). */
export default function shallowAllOfMerge<Schema extends object>(schema: Schema): Schema {
  if (!merge) throw new Error('allOf merge not loaded: a form whose schema has allOf must wait for loadAllOfMerge()');
  return merge(schema) as Schema;
}
