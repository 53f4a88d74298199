import { describe, expect, it } from 'vitest';
import { MAX_RESULT_VALUE, parseResultValue, type ParsedResultValue } from '../../../src/domain/typed-result-value';

describe('parseResultValue', () => {
  it.each<[string, ParsedResultValue]>([
    ['5.2', { ok: true, value: 5.2 }],
    ['0', { ok: true, value: 0 }],
    ['0.0', { ok: true, value: 0 }],
    ['.5', { ok: true, value: 0.5 }],
    ['  42  ', { ok: true, value: 42 }],
    ['\t7.25\n', { ok: true, value: 7.25 }],
    [String(MAX_RESULT_VALUE), { ok: true, value: MAX_RESULT_VALUE }],
    ['', { ok: false, problem: 'empty' }],
    ['   ', { ok: false, problem: 'empty' }],
    ['5,2', { ok: false, problem: 'comma-decimal' }],
    ['1,000', { ok: false, problem: 'comma-decimal' }],
    ['5 2', { ok: false, problem: 'spaces' }],
    ['1 000', { ok: false, problem: 'spaces' }],
    ['<5', { ok: false, problem: 'operator' }],
    ['> 90', { ok: false, problem: 'operator' }],
    ['≤3', { ok: false, problem: 'operator' }],
    ['-3', { ok: false, problem: 'negative' }],
    ['−3.1', { ok: false, problem: 'negative' }],
    ['-', { ok: false, problem: 'not-a-number' }],
    ['100000.01', { ok: false, problem: 'too-large' }],
    ['99999999999', { ok: false, problem: 'too-large' }],
    ['1e5', { ok: false, problem: 'not-a-number' }],
    ['Infinity', { ok: false, problem: 'not-a-number' }],
    ['NaN', { ok: false, problem: 'not-a-number' }],
    ['5.2 mmol/L', { ok: false, problem: 'not-a-number' }],
    ['Cholesterol 4.6 mmol/L (3.0-5.0)', { ok: false, problem: 'not-a-number' }],
    ['5..2', { ok: false, problem: 'not-a-number' }],
    ['0x10', { ok: false, problem: 'not-a-number' }],
    ['abc', { ok: false, problem: 'not-a-number' }],
  ])('%j -> %j', (raw, expected) => expect(parseResultValue(raw)).toEqual(expected));
});
