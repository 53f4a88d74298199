/** Who is told of each read the API client makes (the URL as fetched, cookies included): one listener at a time. */
let listener: ((url: string) => void) | null = null;

export function listenToReads(next: ((url: string) => void) | null): void {
  listener = next;
}

export function noteRead(url: string): void {
  listener?.(url);
}
