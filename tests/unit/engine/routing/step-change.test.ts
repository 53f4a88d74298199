import { describe, expect, it } from 'vitest';
import { isStepChange, STEP_PARAM } from '../../../../src/engine/routing/step-change';

const url = (text: string) => new URL(text, 'https://app.example');

describe('isStepChange: only the step of the same screen moves, so the guards need not run again', () => {
  it.each([
    ['/survey', `/survey?${STEP_PARAM}=age`, true],
    [`/survey?${STEP_PARAM}=name`, `/survey?${STEP_PARAM}=age`, true],
    [`/survey?${STEP_PARAM}=age`, '/survey', true],
    [`/survey?a=1&${STEP_PARAM}=name`, `/survey?${STEP_PARAM}=age&a=1`, true],
    [`/survey?${STEP_PARAM}=age`, `/survey?${STEP_PARAM}=age`, false],
    ['/survey', '/survey', false],
    [`/survey?${STEP_PARAM}=name`, `/other?${STEP_PARAM}=age`, false],
    [`/survey?a=1&${STEP_PARAM}=name`, `/survey?a=2&${STEP_PARAM}=age`, false],
    [`/survey?${STEP_PARAM}=name`, `/survey?${STEP_PARAM}=age&discount_code=X`, false],
    ['/survey?a=1', '/survey?a=2', false],
  ])('%s -> %s: %s', (from, to, expected) => {
    expect(isStepChange(url(from), url(to))).toBe(expected);
  });

  it('is never a step change to another origin', () => {
    expect(isStepChange(url('/survey'), new URL(`https://elsewhere.example/survey?${STEP_PARAM}=age`))).toBe(false);
  });
});
