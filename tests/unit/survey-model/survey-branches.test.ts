import { describe, expect, it } from 'vitest';
import { healthSurveyV12Fixture as survey } from '../../fixtures/surveys/fixture-surveys';
import { SPEC_BRANCH_ROWS, type BranchRow } from '../../fixtures/surveys/spec-branch-rows';
import { nextNode, walkFlow } from '../../../src/survey/model/survey-graph';

describe('every branch of SPEC section 4', () => {
  it.each<BranchRow>(SPEC_BRANCH_ROWS)('%s: after %s with %j -> %s', (flow, from, answers, expected) => {
    expect(nextNode(survey, flow, from, answers)).toBe(expected);
  });
});

describe('flow lengths (SPEC section 9)', () => {
  it.each(Object.entries(survey.flowLengths))('%s has %i nodes', (flow, length) => {
    expect(survey.flows[flow]?.nodes).toHaveLength(length);
  });

  it('the longest path of each flow visits every question but the other branch', () => {
    const male = {
      goals: ['energy', 'sleep'],
      sex: 'M',
      'vigorous-days': 1,
      'moderate-days': 1,
      'walking-days': 1,
      'resistance-days': 1,
      'smoking-category': 'yes',
      'fatigued-rating': 3,
    };
    const path = walkFlow(survey, 'health-check', male);
    expect(path).toContain('maintain-erection');
    expect(path).not.toContain('female-health-stage');
    expect(path).not.toContain('smoking-quit-time');
    expect(path.at(-1)).toBe('maintain-erection');
    expect(walkFlow(survey, 'recommendations', { goals: ['energy', 'sleep'] })).toHaveLength(12);
    expect(walkFlow(survey, 'recommendations', { goals: ['energy'] })).toHaveLength(11);
  });

  it('a post-menopausal woman ends at the stage question', () => {
    const path = walkFlow(survey, 'health-profile', { sex: 'F', 'female-health-stage': 'post_menopausal' });
    expect(path.at(-1)).toBe('female-health-stage');
  });
});
