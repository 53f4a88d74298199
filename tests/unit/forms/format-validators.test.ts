import { fullFormats } from 'ajv-formats/dist/formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatValidators } from '../../../src/forms/format-validators';

function ajvFormat(name: string): (text: string) => boolean {
  const format = (fullFormats as Record<string, unknown>)[name];
  if (typeof format === 'object' && format !== null && 'validate' in format && typeof format.validate === 'function')
    return format.validate as (text: string) => boolean;
  throw new Error(`ajv-formats has no function format ${name}`);
}

// The precompiled validators were compiled against ajv-formats; at run time they call ours, which must agree.
describe('format validators agree with ajv-formats', () => {
  it.each([
    '2024-02-29',
    '2023-02-29',
    '1900-02-29',
    '2000-02-29',
    '1985-04-31',
    '1985-04-30',
    '1985-13-01',
    '1985-00-10',
    '1985-01-00',
    '85-01-01',
    '1985-1-1',
    '',
    '1985-01-01T00:00:00Z',
    ' 1985-01-01',
  ])('date %j', (text) => expect(formatValidators.date?.validate(text)).toBe(ajvFormat('date')(text)));

  it('date: any string of digits and dashes', () => {
    const dateLike = fc.stringMatching(/^[0-9]{0,5}-?[0-9]{0,3}-?[0-9]{0,3}$/);
    fc.assert(
      fc.property(dateLike, (text) => formatValidators.date?.validate(text) === ajvFormat('date')(text)),
      { numRuns: 2000 },
    );
  });

  it('provides every function format the validators reference', () => {
    expect(Object.keys(formatValidators).every((name) => typeof ajvFormat(name) === 'function')).toBe(true);
  });
});
