/** One JSON:API error object as the server sends it. */
export interface JsonApiErrorObject {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
  meta?: Readonly<Record<string, unknown>>;
}

/**
 * A failed call as a value: the HTTP status (0 for a network failure), the first server detail, and the
 * errors a form can map onto its fields (fieldErrorsFor).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly errors: readonly JsonApiErrorObject[];

  constructor(status: number, errors: readonly JsonApiErrorObject[], message?: string) {
    const detail = errors.find((error) => error.detail)?.detail;
    super(message ?? detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.errors = errors;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The server's field errors keyed by the form field their JSON:API pointer names. */
  fieldErrorsFor(fields: readonly string[]): Readonly<Record<string, string>> {
    return fieldErrorsFor(this.errors, fields);
  }
}

/**
 * Pointers may be nested ("/data/attributes/address/postcode" when the address is an attribute of the user),
 * so each pointer names the deepest of its segments that is a field of the form; the first detail per field
 * wins, and a pointer naming none of the form's fields is left to the form-level message.
 */
export function fieldErrorsFor(errors: readonly JsonApiErrorObject[], fields: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const error of errors) {
    const pointer = error.source?.pointer;
    if (!pointer || !error.detail) continue;
    const segments = pointer
      .replace(/^\/data(?:\/attributes)?(?=\/|$)/, '')
      .split('/')
      .filter((segment) => segment !== '');
    const field = segments.reverse().find((segment) => fields.includes(segment));
    if (field !== undefined && !(field in found)) found[field] = error.detail;
  }
  return found;
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The copy a person sees: the server's first detail when it answers something the person can act on (a 4xx such
 * as "Email has already been taken"), else the catalogue's fallback for the situation. A server fault (5xx) or a
 * network failure never shows its own text ("Internal server error", "Failed to fetch").
 */
export function errorCopy(error: unknown, fallback: string): string {
  return isApiError(error) && error.detail && error.status >= 400 && error.status < 500 ? error.detail : fallback;
}
