import { localAdapters } from './deployment';
import { isApiError } from '../api/api-error';
import { messages } from '../generated/messages.gen';

/** Errors that are part of normal use, not bugs: the spec keeps them out of error reports. */
export function shouldReport(error: unknown): boolean {
  if (isApiError(error)) {
    if (error.status === 401 || error.status === 404) return false;
    if (error.errors.some((entry) => entry.detail === messages['error.emailTaken'])) return false;
  }
  return true;
}

/** The error-reporting service's one call. */
export interface ErrorReporter {
  report(error: unknown, context?: Record<string, unknown>): void;
}

/** Where reports go once filtered: the console here, a reporting service's SDK in a real deployment. */
export type ReportSink = (error: unknown, context: Record<string, unknown>) => void;

/** Every reporter applies the same filter (no 401, no 404, no "email taken"), whatever its destination. */
export function filteredReporter(sink: ReportSink): ErrorReporter {
  return {
    report(error, context) {
      if (shouldReport(error)) sink(error, context ?? {});
    },
  };
}

/** The embedded default has no reporting service; the console is where a developer looks. */
export const consoleErrorReporter = filteredReporter((error, context) =>
  console.warn('[error-report]', error instanceof Error ? error.message : String(error), context),
);

/** The real-API build until a reporting service is wired in: reports go nowhere, and nothing is logged. */
export const noopErrorReporter: ErrorReporter = filteredReporter(() => undefined);

export const errorReporter: ErrorReporter = localAdapters ? consoleErrorReporter : noopErrorReporter;
