/**
 * The query of a JSON:API collection GET: include paths, filter[name], limit, page[number] and page[size]
 * (SPEC 7). Anything an endpoint does not support is a client bug and answers 400 (JSON:API 1.0 requires it for
 * include), never a silently different answer.
 */
export interface CollectionQuery {
  include: Set<string>;
  filters: Map<string, string>;
  limit: number | null;
  page: { number: number; size: number };
}

export interface CollectionRules {
  includes: readonly string[];
  filters: readonly string[];
  /** The largest page or limit a client may ask for (SPEC 9: 50). */
  maxPageSize: number;
}

export type ParsedQuery = { ok: true; query: CollectionQuery } | { ok: false; detail: string; parameter: string };

const positive = (text: string | null): number | null => (text !== null && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : null);

export function parseCollectionQuery(url: URL, rules: CollectionRules): ParsedQuery {
  const include = new Set(
    (url.searchParams.get('include') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
  for (const path of include)
    if (!rules.includes.includes(path)) return { ok: false, detail: `Unsupported include ${path}`, parameter: 'include' };
  const filters = new Map<string, string>();
  let limit: number | null = null;
  const page = { number: 1, size: rules.maxPageSize };
  for (const [key, value] of url.searchParams) {
    const filter = /^filter\[(.+)\]$/.exec(key)?.[1];
    const pageKey = /^page\[(.+)\]$/.exec(key)?.[1];
    if (filter !== undefined) {
      if (!rules.filters.includes(filter)) return { ok: false, detail: `Unknown filter ${filter}`, parameter: key };
      filters.set(filter, value);
    } else if (pageKey !== undefined) {
      const number = positive(value);
      if ((pageKey !== 'number' && pageKey !== 'size') || number === null)
        return { ok: false, detail: `Unsupported ${key}=${value}`, parameter: key };
      if (pageKey === 'size' && number > rules.maxPageSize)
        return { ok: false, detail: `page[size] must be at most ${rules.maxPageSize}`, parameter: key };
      page[pageKey] = number;
    } else if (key === 'limit') {
      limit = positive(value);
      if (limit === null || limit > rules.maxPageSize)
        return { ok: false, detail: `limit must be a whole number from 1 to ${rules.maxPageSize}`, parameter: key };
    } else if (key !== 'include' && key !== 'sort') {
      return { ok: false, detail: `Unsupported query parameter ${key}`, parameter: key };
    }
  }
  return { ok: true, query: { include, filters, limit, page } };
}

/** The page the query asks for (limit caps it from the first item), and the links to its neighbours (absolute URLs, as JSON:API's schema requires). */
export function pageOf<T>(items: readonly T[], query: CollectionQuery, url: URL): { items: T[]; links: Record<string, string> } {
  if (query.limit !== null) return { items: items.slice(0, query.limit), links: { self: url.href } };
  const { number, size } = query.page;
  const start = (number - 1) * size;
  const at = (page: number) => {
    const next = new URL(url);
    next.searchParams.set('page[number]', String(page));
    next.searchParams.set('page[size]', String(size));
    return next.href;
  };
  const last = Math.max(1, Math.ceil(items.length / size));
  return {
    items: items.slice(start, start + size),
    links: {
      self: at(number),
      first: at(1),
      last: at(last),
      ...(number > 1 ? { prev: at(number - 1) } : {}),
      ...(number < last ? { next: at(number + 1) } : {}),
    },
  };
}
