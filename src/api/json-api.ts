/** JSON:API documents (https://jsonapi.org) as the API sends them. */
export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface ResourceObject<Attributes = Record<string, unknown>> extends ResourceIdentifier {
  attributes: Attributes;
  relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
}

export interface JsonApiDocument<Attributes = Record<string, unknown>> {
  data: ResourceObject<Attributes> | ResourceObject<Attributes>[] | null;
  included?: ResourceObject[];
  meta?: Record<string, unknown>;
}

/** A resource with its attributes flattened and its relationships resolved from `included`. */
export type Resolved<Attributes> = Attributes & { id: string; type: string } & Record<string, unknown>;

function resolveOne(resource: ResourceObject, included: readonly ResourceObject[], depth: number): Resolved<Record<string, unknown>> {
  const resolved: Record<string, unknown> = { ...resource.attributes, id: resource.id, type: resource.type };
  if (depth > 3) return resolved as Resolved<Record<string, unknown>>;
  for (const [name, relationship] of Object.entries(resource.relationships ?? {})) {
    const find = (identifier: ResourceIdentifier): unknown => {
      const match = included.find((candidate) => candidate.type === identifier.type && candidate.id === identifier.id);
      return match ? resolveOne(match, included, depth + 1) : { id: identifier.id, type: identifier.type };
    };
    const data = relationship.data;
    resolved[name] = data === null ? null : Array.isArray(data) ? data.map(find) : find(data);
  }
  return resolved as Resolved<Record<string, unknown>>;
}

export function resolveDocument<Attributes>(document: JsonApiDocument): Resolved<Attributes> | Resolved<Attributes>[] | null {
  const included = document.included ?? [];
  if (document.data === null) return null;
  if (Array.isArray(document.data)) return document.data.map((item) => resolveOne(item, included, 0) as Resolved<Attributes>);
  return resolveOne(document.data, included, 0) as Resolved<Attributes>;
}
