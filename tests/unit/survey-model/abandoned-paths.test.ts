import { describe, expect, it } from 'vitest';
import { healthSurveyV12Fixture as survey } from '../../fixtures/surveys/fixture-surveys';
import { resetAttributesOf } from '../../../src/survey/model/profile-mapping';
import { answerQuestion, startFlow, validateFlow } from '../../../src/survey/model/survey-navigation';
import { initialSurveyState, type AnswerValue, type SurveyState } from '../../../src/survey/model/survey-state';
import { buildSubmission } from '../../../src/survey/model/survey-submission';

/** Walks `flow` answering in order, then changes `change` the way a person going back would, and validates it. */
function answeredThenChanged(
  flow: string,
  answers: Readonly<Record<string, AnswerValue>>,
  change: readonly [string, AnswerValue],
): SurveyState {
  let state = startFlow(initialSurveyState(survey), survey, flow);
  for (const [id, value] of Object.entries(answers)) state = answerQuestion(state, survey, flow, id, value).state;
  state = answerQuestion(state, survey, flow, change[0], change[1]).state;
  return validateFlow(state, survey, flow);
}

// SPEC section 4: answers on skipped or abandoned paths are reset when a flow is validated, and the reset
// reaches the saved health profile (issue 11, item 11), not only the browser's copy.
describe('answers on a path the person no longer takes are reset on the server too', () => {
  it.each<[string, string, Record<string, AnswerValue>, [string, AnswerValue], string, string]>([
    [
      'dropping to one goal',
      'recommendations',
      { name: 'Ana', goals: ['energy', 'sleep'], 'important-goal': ['sleep'] },
      ['goals', ['energy']],
      'important-goal',
      'important_goal',
    ],
    [
      '"No, never" to smoking',
      'health-check',
      { 'smoking-category': 'yes', 'smoking-amount': 'heavy' },
      ['smoking-category', 'never'],
      'smoking-amount',
      'smoking_amount',
    ],
    [
      'no longer having quit smoking',
      'health-check',
      { 'smoking-category': 'quit', 'smoking-quit-time': '1_to_5_years' },
      ['smoking-category', 'yes'],
      'smoking-quit-time',
      'smoking_quit_time',
    ],
    [
      '0 vigorous days',
      'health-check',
      { 'vigorous-days': 3, 'vigorous-minutes': 40 },
      ['vigorous-days', 0],
      'vigorous-minutes',
      'active_minutes_vigorous',
    ],
    [
      '0 walking days',
      'additional-questions',
      { 'walking-days': 3, 'walking-minutes': 40 },
      ['walking-days', 0],
      'walking-minutes',
      'active_minutes_walking',
    ],
  ])('%s clears %s locally and sends %s: null', (_, flow, answers, change, nodeId, attribute) => {
    const state = answeredThenChanged(flow, answers, change);
    expect(state.answers[nodeId]).toBeUndefined();
    const submission = buildSubmission(survey, state, flow);
    expect(submission?.healthProfile[attribute]).toBeNull();
    const group = survey.nodes[nodeId]?.group;
    expect(group && submission?.groups[group]?.[attribute]).toBeNull();
  });

  it('never resets an attribute that a question on the path answers', () => {
    const state = answeredThenChanged('health-check', { 'smoking-category': 'yes', 'smoking-amount': 'heavy' }, [
      'smoking-category',
      'quit',
    ]);
    const submission = buildSubmission(
      survey,
      { ...state, answers: { ...state.answers, 'smoking-quit-time': 'less_than_1_year' } },
      'health-check',
    );
    expect(submission?.healthProfile).toMatchObject({
      smoking_category: 'quit',
      smoking_quit_time: 'less_than_1_year',
      smoking_amount: null,
    });
  });

  it('an answer of this walk off the path is never sent, even before the flow is validated', () => {
    const started = startFlow(initialSurveyState(survey), survey, 'health-check');
    const state = {
      ...started,
      answers: { 'smoking-category': 'never', 'smoking-amount': 'heavy' },
      givenInWalk: { 'health-check': ['smoking-category', 'smoking-amount'] },
    };
    const submission = buildSubmission(survey, state, 'health-check');
    expect(submission?.healthProfile).toMatchObject({ smoking_category: 'never', smoking_amount: null });
    expect(submission?.groups.lifestyle).toMatchObject({ smoking_category: 'never', smoking_amount: null });
  });

  it('an answer off the path that came from the saved profile is neither sent nor reset', () => {
    const started = startFlow(initialSurveyState(survey), survey, 'health-check');
    const state = {
      ...started,
      answers: { 'smoking-category': 'never', 'smoking-amount': 'heavy' },
      givenInWalk: { 'health-check': ['smoking-category'] },
    };
    const submission = buildSubmission(survey, state, 'health-check');
    expect(submission?.healthProfile).toEqual({ smoking_category: 'never' });
    expect(submission?.groups).toEqual({ lifestyle: { smoking_category: 'never' } });
  });

  it('a question on the path left blank is neither sent nor reset', () => {
    const state = { ...startFlow(initialSurveyState(survey), survey, 'health-check'), answers: { goals: ['energy'], ethnicity: '' } };
    const submission = buildSubmission(survey, state, 'health-check');
    expect(submission?.healthProfile).not.toHaveProperty('ethnicity');
    expect(submission?.groups['general-health'] ?? {}).not.toHaveProperty('ethnicity');
  });

  it.each<[string, Record<string, null>]>([
    ['smoking-amount', { smoking_amount: null }],
    ['height-weight', { height: null, weight: null }],
    ['name', {}],
    ['why-goal', {}],
  ])('the attributes %s owns', (nodeId, expected) => {
    expect(resetAttributesOf(survey.nodes[nodeId] ?? { template: 'text', title: '' })).toEqual(expected);
  });

  it('a flags question resets each of its flags', () => {
    const reset = resetAttributesOf(survey.nodes['diagnosed-conditions'] ?? { template: 'text', title: '' });
    expect(Object.keys(reset)).toHaveLength(survey.nodes['diagnosed-conditions']?.answers?.length ?? -1);
    expect(Object.values(reset).every((value) => value === null)).toBe(true);
  });
});
