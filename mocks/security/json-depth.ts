/**
 * How deep a request body's JSON may nest. The API's deepest body (a survey answer inside JSON:API's data and
 * attributes) is under ten levels; past this, parsing succeeds but the schema validator, which recurses, runs out
 * of stack on a body of a few hundred kilobytes (100,000 levels) and the server would answer 500.
 */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_DETAIL = 'The request body is nested too deeply';

/**
 * True when `text`, read as JSON, opens more than `limit` arrays and objects inside one another. One pass with no
 * recursion and no parse, so it is safe on any input, and ends at the first level too many.
 */
export function jsonNestedTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // a backslash: the next character is escaped, whatever it is
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if ((code === 0x5d || code === 0x7d) && depth > 0) {
      depth -= 1;
    }
  }
  return false;
}
