/**
 * The API reads a page started with when it was last loaded, kept per page for its signed-in person, so that on
 * the next load of that page index.html's head asks for them at once, alongside the app's code, instead of after
 * the app has run, the guards have passed and the screen's code has asked. Only reads the client makes with
 * cookies (the way a preload asks), never the same URL twice, at most MAX_PER_PAGE per page and MAX_PAGES pages.
 */
export type PageRequests = Record<string, string[]>;

/** The name of the item under the person's keys (userKey), so that signing out clears it with the rest. */
export const PAGE_REQUESTS_ITEM = 'page-requests';
export const MAX_PER_PAGE = 8;
export const MAX_PAGES = 20;

/** What this module needs of localStorage. */
export interface ItemStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The kept requests, or none when the item is missing, unreadable or not of this shape. */
export function readPageRequests(storage: ItemStorage, key: string): PageRequests {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const pages: PageRequests = {};
    for (const [page, urls] of Object.entries(parsed)) {
      if (Array.isArray(urls)) pages[page] = urls.filter((url): url is string => typeof url === 'string');
    }
    return pages;
  } catch {
    return {};
  }
}

/**
 * The kept requests with `page`'s replaced by `urls` (the last load is what the next one will ask for), minus those
 * the head asks for on every page anyway. The page moves to the newest place; the oldest pages go beyond MAX_PAGES.
 */
export function withPageRequests(pages: PageRequests, page: string, urls: readonly string[], askedAnyway: readonly string[]): PageRequests {
  const kept = [...new Set(urls)].filter((url) => !askedAnyway.includes(url)).slice(0, MAX_PER_PAGE);
  const others = Object.entries(pages).filter(([other]) => other !== page);
  const next = kept.length > 0 ? [...others, [page, kept] as const] : others;
  return Object.fromEntries(next.slice(-MAX_PAGES));
}

/** Writes the kept requests; a full or unavailable storage only means the next load is not sped up. */
export function writePageRequests(storage: ItemStorage, key: string, pages: PageRequests): void {
  try {
    storage.setItem(key, JSON.stringify(pages));
  } catch {
    // Nothing to do: this only ever saves time.
  }
}
