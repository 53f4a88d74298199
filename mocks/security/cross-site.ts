/**
 * Cross-site request forgery defence of the API (issue 22): a state-changing request must carry the JSON:API
 * media type, which no HTML form can send and which a cross-origin script can send only after a CORS preflight
 * this server never grants, and, when a browser says where it comes from (Origin, Sec-Fetch-Site), it must come
 * from the app's own origin. A client that sends neither header is not a browser, so it cannot be the victim's.
 */
export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CrossSiteRequest {
  method: string;
  contentType: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
  /** The origin the app is served from, as this request reached the server (scheme and Host). */
  ownOrigin: string;
}

export interface CrossSiteProblem {
  status: 403 | 415;
  detail: string;
}

/** "application/vnd.api+json; charset=utf-8" -> media type and whether it carries parameters. */
function mediaType(header: string): { type: string; hasParameters: boolean } {
  const [type = '', ...parameters] = header.split(';');
  return { type: type.trim().toLowerCase(), hasParameters: parameters.some((parameter) => parameter.trim() !== '') };
}

export function crossSiteProblem(request: CrossSiteRequest): CrossSiteProblem | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const { type, hasParameters } = mediaType(request.contentType ?? '');
  // JSON:API 1.0: a server answers 415 to its media type with parameters as well as to any other type.
  if (type !== JSON_API_MEDIA_TYPE || hasParameters) {
    return { status: 415, detail: `Requests that change data must be sent as ${JSON_API_MEDIA_TYPE}` };
  }
  if (request.origin !== undefined && request.origin !== request.ownOrigin) {
    return { status: 403, detail: 'Requests that change data must come from this app' };
  }
  const site = request.secFetchSite?.toLowerCase();
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return { status: 403, detail: 'Requests that change data must come from this app' };
  }
  return null;
}
