import { use, type ComponentType } from 'react';

type RareFields = typeof import('./rare-fields');

let loaded: RareFields | undefined;
let loading: Promise<RareFields> | undefined;

/** Loads rjsf's rarely reached fields once; a failed load is tried again by the next form that needs them. */
export function loadRareFields(): Promise<RareFields> {
  loading ??= import('./rare-fields').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const rareFieldsLoaded = (): boolean => loaded !== undefined;

const isConstant = (option: unknown): boolean =>
  typeof option === 'object' &&
  option !== null &&
  ('const' in option || (Array.isArray((option as { enum?: unknown }).enum) && (option as { enum: unknown[] }).enum.length === 1));

/**
 * Whether a schema could reach one of the rare fields: an anyOf/oneOf that is not a list of constants (rjsf draws
 * such a list as a select or radios, with the usual fields), or a $ref (which may be cyclic). RjsfForm loads them
 * first for such a form; a form reaching one some other way waits for them where it is drawn (a suspense).
 */
export function namesRareFields(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(namesRareFields);
  if (typeof schema !== 'object' || schema === null) return false;
  const node = schema as Readonly<Record<string, unknown>>;
  if ('$ref' in node) return true;
  for (const key of ['anyOf', 'oneOf'])
    if (Array.isArray(node[key]) && !Array.isArray(node.enum) && !(node[key] as unknown[]).every(isConstant)) return true;
  return Object.values(node).some(namesRareFields);
}

/** A registry entry for one of rjsf's rare fields or templates: the real one once its chunk is there. */
export function rareField<Props extends object>(name: keyof RareFields): ComponentType<Props> {
  function RareField(props: Props) {
    const Component = (loaded ?? use(loadRareFields()))[name] as unknown as ComponentType<Props>;
    return <Component {...props} />;
  }
  RareField.displayName = name;
  return RareField;
}
