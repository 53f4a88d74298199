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

export interface ErrorReporter {
  report(error: unknown, context?: Record<string, unknown>): void;
}

export const errorReporter: ErrorReporter = {
  report(error, context) {
    if (!shouldReport(error)) return;
    // The embedded default has no reporting service; the console is where a developer looks.
    console.warn('[error-report]', error instanceof Error ? error.message : String(error), context ?? {});
  },
};
