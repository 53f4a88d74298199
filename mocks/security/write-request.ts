import { fillMessage } from '../../src/domain/fill-message';
import { messages } from '../../src/generated/messages.gen';
import {
  UNSAFE_TEXT_PATTERN,
  writeRequests,
  type RequestValidationError,
  type WriteRequestId,
} from '../../src/generated/requests/write-requests.gen';
import { errorResponse, type MockError } from '../json-api-responses';
import { formProblems } from './form-rules';
import { jsonNestedTooDeep, TOO_DEEP_DETAIL } from './json-depth';

export type JsonObject = Record<string, unknown>;

export type WriteRequestResult = { ok: true; body: JsonObject; attributes: JsonObject; id?: string } | { ok: false; response: Response };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const lastSegment = (pointer: string): string => pointer.slice(pointer.lastIndexOf('/') + 1);

/** One plain sentence per schema problem, at the JSON pointer of what is wrong. */
export function describeSchemaError(error: RequestValidationError): MockError {
  const at = error.instancePath;
  const name = lastSegment(at) || 'The body';
  switch (error.keyword) {
    case 'false schema':
      return { pointer: at, detail: `${name} is set by the server and cannot be changed`, code: 'read_only' };
    case 'additionalProperties': {
      const property = String(error.params.additionalProperty);
      return { pointer: `${at}/${property}`, detail: `Unknown attribute ${property}` };
    }
    case 'required': {
      const property = String(error.params.missingProperty);
      return { pointer: `${at}/${property}`, detail: `${property} is required` };
    }
    case 'const':
      return { pointer: at, detail: `${name} must be ${JSON.stringify(error.params.allowedValue)}` };
    case 'pattern':
      // The pattern every string meets (codegen's safe text) says what is wrong in words a person can act on.
      return error.params.pattern === UNSAFE_TEXT_PATTERN
        ? { pointer: at, detail: messages['validation.text.unsafeCharacters'] }
        : { pointer: at, detail: `${name} is not in the expected format` };
    case 'minLength':
      return {
        pointer: at,
        detail: error.params.limit === 1 ? `${name} cannot be blank` : `${name} must be at least ${String(error.params.limit)} characters`,
      };
    case 'maxLength':
      return { pointer: at, detail: fillMessage(messages['validation.text.tooLong'], { count: Number(error.params.limit) }) };
    default:
      return { pointer: at, detail: `${name} ${error.message ?? 'is invalid'}` };
  }
}

/**
 * The one check at the top of a write handler: the body must be JSON and fit the endpoint's generated request
 * schema (only the attributes a client may write, of the right shapes, safe text), then pass the SPEC 5 rules of
 * the forms that send it. Anything else answers 400 or 422 with a JSON pointer, before the handler acts.
 */
export async function readWriteRequest(request: Request, id: WriteRequestId): Promise<WriteRequestResult> {
  let body: unknown;
  try {
    const text = await request.text();
    // The schema validator recurses: a body nested past any the API takes would run it out of stack.
    if (jsonNestedTooDeep(text)) return { ok: false, response: errorResponse(400, [{ detail: TOO_DEEP_DETAIL }]) };
    body = JSON.parse(text);
  } catch {
    return { ok: false, response: errorResponse(400, [{ detail: 'The request body is not valid JSON' }]) };
  }
  const endpoint = writeRequests[id];
  const checked = isObject(body) ? body : {};
  const data = isObject(checked.data) ? checked.data : undefined;
  const attributes = data && isObject(data.attributes) ? data.attributes : checked;
  if (!endpoint.validate(body)) {
    // ajv reports the failed if/then around a problem after the problem itself; the first real one is enough.
    const error = (endpoint.validate.errors ?? []).find((candidate) => candidate.keyword !== 'if' && candidate.keyword !== 'allOf');
    const problem = error ? describeSchemaError(error) : { detail: 'The request body is invalid', pointer: '/' };
    // Where a form checks the same field, its SPEC 5 message is the one a person reads (a name, an email).
    const unsafe = problem.detail === messages['validation.text.unsafeCharacters'];
    const fromForm = unsafe
      ? undefined
      : formProblems(endpoint.forms, attributes, data ? '/data/attributes' : '').find((candidate) => candidate.pointer === problem.pointer);
    return { ok: false, response: errorResponse(422, [fromForm ?? problem]) };
  }
  const problems = formProblems(endpoint.forms, attributes, data ? '/data/attributes' : '');
  if (problems.length > 0) return { ok: false, response: errorResponse(422, problems) };
  return { ok: true, body: checked, attributes, ...(data && typeof data.id === 'string' ? { id: data.id } : {}) };
}
