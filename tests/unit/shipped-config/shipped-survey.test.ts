/**
 * The shipped survey (config/surveys/healthSurvey_v12.yaml) against SPEC: its version, flows and their lengths,
 * branch rules, answer limits, required questions and copy. This is the suite a staff edit of the survey YAML may
 * need to update, and only where SPEC changes too; run it alone with `npx vitest run tests/unit/shipped-config`.
 * How the survey behaves is tested on the tests' own copy (tests/fixtures/surveys), which no edit of config/ touches.
 */
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../../src/generated/app-config.gen';
import { healthSurveyV12 as survey } from '../../../src/generated/surveys/health-survey-v12.gen';
import { nextNode } from '../../../src/survey/model/survey-graph';
import { SPEC_BRANCH_ROWS, type BranchRow } from '../../fixtures/surveys/spec-branch-rows';

describe('the shipped survey version (SPEC sections 3 and 9)', () => {
  it('is healthSurvey_v12, published, starting at name', () => {
    expect(appConfig.constants.survey.version).toBe('healthSurvey_v12');
    expect(survey.version).toBe('healthSurvey_v12');
    expect(survey.status).toBe('published');
    expect(survey.startNode).toBe('name');
    expect(appConfig.constants.survey.startQuestion).toBe('name');
  });

  it('has SPEC section 4’s flows with section 9’s lengths in nodes', () => {
    const lengths = { recommendations: 12, 'health-check': 54, 'additional-questions': 46, 'health-profile': 54 };
    expect(survey.flowLengths).toEqual(lengths);
    expect(Object.fromEntries(Object.entries(survey.flows).map(([name, flow]) => [name, flow.nodes.length]))).toEqual(lengths);
  });
});

describe('the shipped survey branches as SPEC section 4 says', () => {
  it.each<BranchRow>(SPEC_BRANCH_ROWS)('%s: after %s with %j -> %s', (flow, from, answers, expected) => {
    expect(nextNode(survey, flow, from, answers)).toBe(expected);
  });
});

describe('the shipped survey’s answer rules (SPEC section 5)', () => {
  it.each<[string, number]>([
    ['goals', 4],
    ['important-goal', 1],
    ['diet-grains', 11],
    ['diet-snacks', 10],
    ['diet-drinks', 5],
    ['diet-allergies', 9],
    ['supplements', 15],
    ['health-conditions', 30],
    ['diagnosed-conditions', 30],
    ['medication', 20],
  ])('%s takes at most %i answers', (nodeId, limit) => {
    expect(survey.nodes[nodeId]?.answers_limit).toBe(limit);
  });

  it.each<[string, boolean]>([
    ['height-weight', true],
    ['dob', true],
    ['sex', true],
    ['goals', true],
    ['ethnicity', false],
    ['waist-circumference', false],
  ])('%s required: %s', (nodeId, required) => {
    expect(survey.nodes[nodeId]?.answer_required === true).toBe(required);
  });

  it('asks important-goal only with 2 or more goals', () => {
    expect(appConfig.constants.importantGoalMinGoals).toBe(2);
  });
});

describe('the shipped survey’s copy', () => {
  it('titles its flows', () => {
    expect(Object.fromEntries(Object.entries(survey.flows).map(([name, flow]) => [name, flow.title]))).toEqual({
      recommendations: 'Your recommendations',
      'health-check': 'Your health check',
      'additional-questions': 'Additional questions',
      'health-profile': 'Your health profile',
    });
  });

  it.each<[string, string]>([
    ['name', 'What is your first name?'],
    ['goals', 'What are your health goals?'],
    ['important-goal', 'Which goal is most important to you?'],
    ['why-goal', 'Why is this goal important to you?'],
    ['dob', 'What is your date of birth?'],
    ['sex', 'What is your biological sex?'],
    ['ethnicity', 'What is your ethnicity?'],
    ['height-weight', 'What is your height and weight?'],
    ['waist-circumference', 'What is your waist circumference?'],
    ['health-conditions', 'Do you have any of these conditions?'],
    ['family-health-conditions', 'Has a close relative had any of these?'],
    ['finger_prick_experience', 'Have you done a finger-prick blood test before?'],
    ['recommendations-intent', 'What would you like to do next?'],
    ['diet-fruit-veg', 'How many portions of fruit and vegetables do you eat on a typical day?'],
    ['diet-grains', 'Which of these grains and starches do you eat most weeks?'],
    ['diet-snacks', 'Which snacks do you eat most weeks?'],
    ['diet-drinks', 'What do you drink most days?'],
    ['diet-allergies', 'Do you have any food allergies or intolerances?'],
    ['supplements', 'Which supplements do you take?'],
    ['rate-diet', 'How healthy is your diet?'],
    ['alcohol-intake', 'How would you rate how much alcohol you drink?'],
    ['alcohol-drinks', 'Do you drink alcohol?'],
    ['vigorous-days', 'On how many days a week do you do vigorous exercise?'],
    ['vigorous-minutes', 'How many minutes of vigorous exercise do you do on those days?'],
    ['moderate-days', 'On how many days a week do you do moderate exercise?'],
    ['moderate-minutes', 'How many minutes of moderate exercise do you do on those days?'],
    ['walking-days', 'On how many days a week do you walk for at least 10 minutes?'],
    ['walking-minutes', 'How many minutes do you walk on those days?'],
    ['resistance-days', 'On how many days a week do you do resistance training?'],
    ['resistance-minutes', 'How many minutes of resistance training do you do on those days?'],
    ['inactive-time', 'How many hours a day do you spend sitting?'],
    ['exercise-days', 'How would you rate how much exercise you get?'],
    ['smoking-category', 'Do you smoke?'],
    ['smoking-amount', 'How much do you smoke?'],
    ['smoking-quit-time', 'When did you stop smoking?'],
    ['sleep-hours', 'How many hours do you sleep on a typical night?'],
    ['sleep-waking-refreshed', 'On how many days a week do you wake up feeling refreshed?'],
    ['fatigued-rating', 'How often do you feel tired or fatigued?'],
    ['fatigue-physical', 'How much does tiredness get in the way of physical activity?'],
    ['fatigue-social', 'How much does tiredness get in the way of your social life?'],
    ['stressed-rating', 'How stressed do you feel?'],
    ['satisfied-with-life', 'How satisfied are you with your life?'],
    ['good-social-relationships', 'How good are your relationships with the people around you?'],
    ['stomach-pain', 'How often do you have stomach pain?'],
    ['bowel-movement', 'How often do you have problems with your bowel movements?'],
    ['thyroid-condition', 'Have you been diagnosed with a thyroid condition?'],
    ['diabetes-status', 'Do you have diabetes?'],
    ['diagnosed-conditions', 'Have you been diagnosed with any of these conditions?'],
    ['medication', 'Do you take any of these medications?'],
    ['blood-pressure-treatment', 'Are you being treated for high blood pressure?'],
    ['family-history-cholesterol', 'Has a parent, brother or sister had high cholesterol?'],
    ['family-history-cvd', 'Has a parent, brother or sister had heart disease or a stroke before the age of 60?'],
    ['family-history-type-2-diabetes', 'Has a parent, brother or sister had type 2 diabetes?'],
    ['family-history-cancer', 'Has a parent, brother or sister had cancer?'],
    ['sex-drive', 'How satisfied are you with your sex drive?'],
    ['maintain-erection', 'Do you have trouble getting or keeping an erection?'],
    ['female-health-stage', 'Which best describes you now?'],
    ['female-trouble-conceiving', 'Have you had trouble conceiving?'],
    ['female-menopausal-symptoms', 'How often do menopausal symptoms affect you?'],
    ['female-premenstrual', 'How often do premenstrual symptoms affect you?'],
  ])('%s asks “%s”', (nodeId, title) => {
    expect(survey.nodes[nodeId]?.title).toBe(title);
  });

  it('every question is in the copy table above', () => {
    expect(Object.keys(survey.nodes)).toHaveLength(60);
  });
});
