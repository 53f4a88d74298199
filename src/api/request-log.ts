/** Who is told of each request the API client makes (its method and the URL as fetched): one listener at a time. */
let listener: ((method: string, url: string) => void) | null = null;

export function listenToRequests(next: ((method: string, url: string) => void) | null): void {
  listener = next;
}

export function noteRequest(method: string, url: string): void {
  listener?.(method, url);
}
