import { describe, expect, it } from 'vitest';
import { changeLimits, changeVerdict } from '../../../src/domain/meaningful-change';
import { analytesConfig } from '../../../src/generated/analytes-config.gen';

const facts = (code: string) => {
  const analyte = analytesConfig.analytes.find((candidate) => candidate.code === code);
  if (!analyte) throw new Error(code);
  return analyte;
};

describe('changeLimits: RCV = sqrt(2) x 1.96 x sqrt(CVa^2 + CVi^2), CVa = 0.5 x CVi by default', () => {
  it.each([
    // symmetric analytes: the research file's illustrative RCV95 values
    ['CHOL', 16.05, 16.05],
    ['LDL', 26.2, 26.2],
    ['HDL', 17.6, 17.6],
    ['HBA1C', 3.7, 3.7],
    ['FERR', 52.4, 52.4],
    ['VITD', 19.5, 19.5],
    ['B12', 26.7, 26.7],
    ['FOLA', 33.2, 33.2],
    ['TSH', 54.9, 54.9],
    ['FT4', 14.9, 14.9],
    ['CREA', 13.6, 13.6],
    ['ALT', 28.8, 28.8],
    // skewed: log-normal limits, wider up than down
    ['TRIG', 83.36, 45.46],
    ['CRP', 142.99, 58.85],
  ])('%s: limit up %s, down %s (percent)', (code, up, down) => {
    const limits = changeLimits(facts(code));
    expect(limits?.up).toBeCloseTo(up, 1);
    expect(limits?.down).toBeCloseTo(down, 1);
  });

  it('uses a given CVa instead of the default', () => {
    expect(changeLimits({ cvi: 5, cva: 0, skewed: false })?.up).toBeCloseTo(Math.SQRT2 * 1.96 * 5, 6);
  });

  it.each([
    ['no CVi', { cvi: null, cva: null, skewed: false }],
    ['a zero CVi', { cvi: 0, cva: null, skewed: false }],
  ])('has no limits with %s', (_, variation) => {
    expect(changeLimits(variation)).toBeNull();
  });
});

describe('changeVerdict', () => {
  const cholesterol = facts('CHOL');
  const crp = facts('CRP');
  it.each([
    ['a small rise is within normal variation', 5, 5.5, cholesterol, 'within'],
    ['a rise past the RCV is a real change up', 5, 6, cholesterol, 'real-up'],
    ['a fall past the RCV is a real change down', 5, 4, cholesterol, 'real-down'],
    ['exactly no change is within', 5, 5, cholesterol, 'within'],
    ['CRP: a 100 % rise is still within (up limit 143 %)', 2, 4, crp, 'within'],
    ['CRP: a 60 % fall is real (down limit 58.9 %)', 5, 2, crp, 'real-down'],
    ['no previous value', null, 5, cholesterol, 'not-comparable'],
    ['no current value', 5, undefined, cholesterol, 'not-comparable'],
    ['previous of zero', 0, 5, cholesterol, 'not-comparable'],
    ['NaN', Number.NaN, 5, cholesterol, 'not-comparable'],
    ['no previous value at all', undefined, 5, cholesterol, 'not-comparable'],
    ['a null current value', 5, null, cholesterol, 'not-comparable'],
    ['a NaN current value', 5, Number.NaN, cholesterol, 'not-comparable'],
    ['an infinite current value', 5, Number.POSITIVE_INFINITY, cholesterol, 'not-comparable'],
    ['a negative previous value', -5, 5, cholesterol, 'not-comparable'],
    ['a current value of zero is a real fall', 5, 0, cholesterol, 'real-down'],
    ['a negative CVi has no limits', 3, 4, { cvi: -5, cva: null, skewed: false }, 'no-limits'],
    ['an analyte with no published CVi', 3, 4, facts('NHDL'), 'no-limits'],
  ] as const)('%s', (_, previous, current, variation, kind) => {
    expect(changeVerdict(previous, current, variation).kind).toBe(kind);
  });

  it('a change exactly at the limit is still within; just past it is real', () => {
    // CVi 25 and no CVa: the limit is sqrt(2) x 1.96 x 25 %, and these values reach it exactly in floating point.
    const exact = { cvi: 25, cva: 0, skewed: false };
    const limit = Math.SQRT2 * 1.96 * 25;
    expect(changeVerdict(10, 10 * (1 + limit / 100), exact).kind).toBe('within');
    expect(changeVerdict(10, 10 * (1 - limit / 100), exact).kind).toBe('within');
    expect(changeVerdict(10, 10 * (1 + limit / 100) + 1e-9, exact).kind).toBe('real-up');
    expect(changeVerdict(10, 10 * (1 - limit / 100) - 1e-9, exact).kind).toBe('real-down');
  });

  it('reports the percent change', () => {
    const verdict = changeVerdict(5, 6, cholesterol);
    expect(verdict.kind === 'real-up' && verdict.percent).toBeCloseTo(20, 6);
  });
});
