import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface StopReport {
  /** From stop() to the last connection closed. */
  ms: number;
  /** Requests answered after stop() was called (those already accepted, and any that arrived on open connections). */
  answered: number;
  /** Requests still unanswered at the deadline, whose connections were closed under them. */
  cut: number;
}

export interface GracefulStop {
  readonly stopping: boolean;
  /** Called first for every request: it is counted until answered, and told to close its connection while stopping. */
  track(request: IncomingMessage, response: ServerResponse): void;
  /**
   * Stops taking connections and answers what was accepted. Every answer from now on says Connection: close and
   * its connection closes behind it, connections with nothing in flight close at once, and at `deadlineMs` whatever
   * is still running is cut. Resolves when the last connection has closed.
   */
  stop(deadlineMs: number): Promise<StopReport>;
}

/**
 * A keep-alive client whose answers said keep-alive would have gone on sending on its connection while the server
 * waited for that connection to close: the drain ran to its deadline and then reset what was in flight. Answers
 * carrying Connection: close end each connection after its request, so the server stops as soon as what it
 * accepted is answered.
 */
export function gracefulStop(server: Server): GracefulStop {
  const running = new Set<ServerResponse>();
  let stopping = false;
  let answered = 0;

  const closeBehind = (response: ServerResponse) => {
    // Read when the headers are written: the answer says Connection: close, and Node closes the socket after it.
    if (!response.headersSent) response.shouldKeepAlive = false;
  };

  return {
    get stopping() {
      return stopping;
    },
    track(_request, response) {
      running.add(response);
      if (stopping) closeBehind(response);
      response.on('close', () => {
        running.delete(response);
        if (!stopping) return;
        if (response.writableFinished) answered += 1;
        // An answer that had already said keep-alive leaves its connection open and idle: it goes now.
        server.closeIdleConnections();
      });
    },
    stop(deadlineMs) {
      stopping = true;
      const started = performance.now();
      for (const response of running) closeBehind(response);
      return new Promise((resolve) => {
        let cut = 0;
        const deadline = setTimeout(() => {
          cut = [...running].filter((response) => !response.writableFinished).length;
          server.closeAllConnections();
        }, deadlineMs);
        // close() stops listening and closes the connections with nothing in flight (Node 19 and later). Not
        // before the loop has read what arrived with the signal: a request already on a kept-alive connection
        // makes that connection busy, and is answered instead of reset.
        setImmediate(() => {
          server.close(() => {
            clearTimeout(deadline);
            resolve({ ms: Math.round(performance.now() - started), answered, cut });
          });
          server.closeIdleConnections();
        });
      });
    },
  };
}
