/** Pages of a list the API sends `limit` at a time (SPEC section 9: 50 for tests and orders). */
export function pageCount(total: number, limit: number): number {
  if (!(limit > 0) || !(total > 0)) return 1;
  return Math.ceil(total / limit);
}

/** The page named in the URL as a number from 1 to the last page; anything else is page 1 or the last. */
export function pageFromQuery(value: string | null, count: number): number {
  // Number(null) and Number('') are 0: page 1.
  const parsed = Number(value);
  return Number.isInteger(parsed) ? Math.min(Math.max(1, parsed), Math.max(1, count)) : 1;
}

/** The items of one page, for a server (or the mock API) answering page[number] and limit. */
export function pageOf<T>(items: readonly T[], page: number, limit: number): T[] {
  const start = (Math.max(1, page) - 1) * limit;
  return items.slice(start, start + limit);
}
