/** One JSON:API error object as the server sends it. */
export interface JsonApiErrorObject {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
}

/**
 * A failed call as a value: the HTTP status (0 for a network failure), the first server detail, and the
 * field errors keyed by the attribute their JSON:API pointer names.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly errors: readonly JsonApiErrorObject[];

  constructor(status: number, errors: readonly JsonApiErrorObject[], message?: string) {
    const detail = errors.find((error) => error.detail)?.detail;
    super(message ?? detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.errors = errors;
    this.fieldErrors = fieldErrorsOf(errors);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** "/data/attributes/email" -> "email"; the first detail per field wins. */
function fieldErrorsOf(errors: readonly JsonApiErrorObject[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const pointer = error.source?.pointer;
    if (!pointer || !error.detail) continue;
    const field = pointer.replace(/^\/data\/attributes\//, '').replace(/^\//, '').split('/')[0];
    if (field && !(field in fields)) fields[field] = error.detail;
  }
  return fields;
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The copy a person sees: the server's first detail, else the catalogue's fallback for the situation. */
export function errorCopy(error: unknown, fallback: string): string {
  return isApiError(error) && error.detail && !error.isNetworkError ? error.detail : fallback;
}
