import { describe, expect, it } from 'vitest';
import { fieldCheckErrors } from '../../../src/forms/field-checks';
import type { FormConfig } from '../../../src/generated/config-types.gen';

/** A form whose date of birth names the message with {date} for a problem that has a date and for one that has none. */
const form = {
  schema: { type: 'object', properties: { dob: { type: 'string' } } },
  checks: {
    dob: { check: 'date-of-birth', problems: { 'too-long-ago': 'validation.dob.tooLongAgo', 'not-past': 'validation.dob.tooLongAgo' } },
  },
} as unknown as FormConfig;

describe("a form's own field checks, in the words of config/messages.yaml", () => {
  it.each<[string, string, string[]]>([
    ['a date the message names, written as people read it', '1890-01-01', ['Date of birth must be the same as or after 29 November 1906']],
    ['a problem without a date leaves the placeholder as written', '2030-01-01', ['Date of birth must be the same as or after {date}']],
    ['an accepted date', '1990-05-03', []],
  ])('%s', (_, value, expected) => {
    expect(fieldCheckErrors(form, { dob: value }, { today: '2026-11-29' }).map((error) => error.message)).toEqual(expected);
  });
});
