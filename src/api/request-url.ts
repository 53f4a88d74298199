export type Query = Record<string, string | number | boolean | undefined>;

/** The URL of an API call: index.html's session preload must build exactly the one the client fetches. */
export function requestUrl(origin: string, path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `${origin}${path}${search ? `?${search}` : ''}`;
}
