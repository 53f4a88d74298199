import { describe, expect, it } from 'vitest';
import { healthSurveyV12 as survey } from '../../../src/generated/surveys/health-survey-v12.gen';
import { appConfig } from '../../../src/generated/app-config.gen';
import { END, nextNode, walkFlow } from '../../../src/survey/model/survey-graph';
import type { Answers } from '../../../src/survey/model/survey-state';

type Row = [flow: string, from: string, answers: Answers, expected: string];

const FULL_FLOWS = ['health-check', 'additional-questions', 'health-profile'];
const withFlows = (rows: [string, Answers, string][]): Row[] => FULL_FLOWS.flatMap((flow) => rows.map(([from, answers, expected]): Row => [flow, from, answers, expected]));

describe('every branch of SPEC section 4', () => {
  it.each<Row>([
    ['recommendations', 'goals', { goals: ['energy', 'sleep'] }, 'important-goal'],
    ['recommendations', 'goals', { goals: ['energy'] }, 'why-goal'],
    ['recommendations', 'goals', { goals: [] }, 'why-goal'],
    ['health-check', 'goals', { goals: ['energy', 'sleep', 'mood'] }, 'important-goal'],
    ['health-check', 'goals', { goals: ['energy'] }, 'dob'],
    ['health-profile', 'goals', { goals: ['fitness', 'sleep'] }, 'important-goal'],
    ['health-profile', 'goals', { goals: ['fitness'] }, 'dob'],
    ['recommendations', 'recommendations-intent', { 'recommendations-intent': 'recommendations-end' }, END],
    ...withFlows([
      ['vigorous-days', { 'vigorous-days': 0 }, 'moderate-days'],
      ['vigorous-days', { 'vigorous-days': 3 }, 'vigorous-minutes'],
      ['moderate-days', { 'moderate-days': 0 }, 'walking-days'],
      ['moderate-days', { 'moderate-days': 2 }, 'moderate-minutes'],
      ['walking-days', { 'walking-days': 0 }, 'resistance-days'],
      ['walking-days', { 'walking-days': 7 }, 'walking-minutes'],
      ['resistance-days', { 'resistance-days': 0 }, 'inactive-time'],
      ['resistance-days', { 'resistance-days': 1 }, 'resistance-minutes'],
      ['smoking-category', { 'smoking-category': 'yes' }, 'smoking-amount'],
      ['smoking-category', { 'smoking-category': 'quit' }, 'smoking-quit-time'],
      ['smoking-category', { 'smoking-category': 'never' }, 'sleep-hours'],
      ['smoking-amount', { 'smoking-category': 'yes' }, 'sleep-hours'],
      ['smoking-quit-time', { 'smoking-category': 'quit' }, 'sleep-hours'],
      ['fatigued-rating', { 'fatigued-rating': 1 }, 'stressed-rating'],
      ['fatigued-rating', { 'fatigued-rating': 2 }, 'fatigue-physical'],
      ['sex-drive', { sex: 'M' }, 'maintain-erection'],
      ['sex-drive', { sex: 'F' }, 'female-health-stage'],
      ['maintain-erection', { sex: 'M' }, END],
      ['female-health-stage', { sex: 'F', 'female-health-stage': 'trying_to_get_pregnant' }, 'female-trouble-conceiving'],
      ['female-health-stage', { sex: 'F', 'female-health-stage': 'perimenopausal' }, 'female-menopausal-symptoms'],
      ['female-health-stage', { sex: 'F', 'female-health-stage': 'menopausal' }, 'female-menopausal-symptoms'],
      ['female-health-stage', { sex: 'F', 'female-health-stage': 'post_menopausal' }, END],
      ['female-health-stage', { sex: 'F', 'female-health-stage': 'regular_periods' }, 'female-premenstrual'],
      ['female-health-stage', { sex: 'F', 'female-health-stage': 'pregnant_or_breastfeeding' }, 'female-premenstrual'],
      ['female-trouble-conceiving', {}, END],
      ['female-menopausal-symptoms', {}, END],
      ['female-premenstrual', {}, END],
    ]),
  ])('%s: after %s with %j -> %s', (flow, from, answers, expected) => {
    expect(nextNode(survey, flow, from, answers)).toBe(expected);
  });
});

describe('flow lengths (SPEC section 9)', () => {
  it.each(Object.entries(appConfig.constants.survey.flowLengths))('%s has %i nodes', (flow, length) => {
    expect(survey.flows[flow]?.nodes).toHaveLength(length);
  });

  it('the longest path of each flow visits every question but the other branch', () => {
    const male = { goals: ['energy', 'sleep'], sex: 'M', 'vigorous-days': 1, 'moderate-days': 1, 'walking-days': 1, 'resistance-days': 1, 'smoking-category': 'yes', 'fatigued-rating': 3 };
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
