/**
 * What a request does to what pages read: a read; a change; or a write that changes nothing a page reads (the chat
 * identity, which only hands out a token).
 */
export type RequestKind = 'read' | 'change' | 'no change';

/** Who is told of each request the API client makes (its kind and the URL as fetched): one listener at a time. */
let listener: ((kind: RequestKind, url: string) => void) | null = null;

export function listenToRequests(next: ((kind: RequestKind, url: string) => void) | null): void {
  listener = next;
}

export function noteRequest(kind: RequestKind, url: string): void {
  listener?.(kind, url);
}
