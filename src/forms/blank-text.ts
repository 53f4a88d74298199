import type { FormData } from './form-definition';

/**
 * Text of only spaces is no answer: it is validated as missing, so a required field says "Please enter your
 * first name" rather than complaining about the characters of a blank.
 */
export function withoutBlankText(data: FormData): FormData {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')));
}
