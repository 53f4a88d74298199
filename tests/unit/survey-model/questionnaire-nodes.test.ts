import { describe, expect, it } from 'vitest';
import type { Questionnaire, QuestionnaireResponse } from '../../../src/generated/entities.gen';
import type { AnswerValue } from '../../../src/survey/model/survey-state';
import {
  answerFromText,
  answerText,
  earlierAnswers,
  questionnaireQuestions,
  responseAnswers,
} from '../../../src/survey/model/questionnaire-nodes';

const questionnaire: Questionnaire = {
  id: 'womens-health',
  questions: [
    {
      question_id: 'cycle',
      title: 'How regular is your cycle?',
      template: 'single-choice',
      answer_required: true,
      answers: [
        { text: 'Regular', value: 'regular' },
        { text: 'Irregular', value: 'irregular' },
      ],
    },
    {
      question_id: 'symptoms',
      title: 'Which symptoms do you have?',
      template: 'multi-choice',
      answers: [
        { text: 'Hot flushes', value: 'hot_flushes' },
        { text: 'Night sweats', value: 'night_sweats' },
      ],
      answers_limit: 2,
    },
    { question_id: 'days', title: 'How many days does it last?', template: 'number', min: 1, max: 14 },
    { question_id: 'notes', title: 'Anything else?', description: 'Optional.' },
    {
      question_id: 'energy',
      title: 'How is your energy?',
      template: 'rating',
      answers: [
        { text: 'Low', value: '1' },
        { text: 'High', value: '5' },
      ],
    },
    { question_id: 'mood', title: 'How is your mood?', description: '' },
    { question_id: '', title: 'No id' },
    { question_id: 'untitled' },
  ],
};
const questions = questionnaireQuestions(questionnaire);
const node = (id: string) => {
  const found = questions.find((question) => question.id === id);
  if (!found) throw new Error(id);
  return found.node;
};

describe('questionnaire as survey nodes', () => {
  it('keeps order and drops questions without an id or a title', () => {
    expect(questions.map((question) => question.id)).toEqual(['cycle', 'symptoms', 'days', 'notes', 'energy', 'mood']);
  });

  it('a questionnaire without questions asks none', () => {
    expect(questionnaireQuestions({})).toEqual([]);
  });

  it('maps templates, requirement, answers and limits; text is the default template', () => {
    expect(node('cycle')).toMatchObject({
      template: 'single-choice',
      answer_required: true,
      answers: [
        { text: 'Regular', value: 'regular' },
        { text: 'Irregular', value: 'irregular' },
      ],
    });
    expect(node('symptoms')).toMatchObject({ template: 'multi-choice', answers_limit: 2, answer_required: false });
    expect(node('days')).toMatchObject({ template: 'number', min: 1, max: 14 });
    expect(node('notes')).toMatchObject({ template: 'text', description: 'Optional.', answers: [] });
    expect(node('mood')).not.toHaveProperty('description');
  });

  it.each([
    ['symptoms', ['hot_flushes', 'night_sweats'], 'hot_flushes, night_sweats'],
    ['days', 5, '5'],
    ['notes', '  tired  ', 'tired'],
    ['cycle', 'regular', 'regular'],
  ] as const)('%s: %j is stored as %j and read back', (id, value, text) => {
    expect(answerText(value)).toBe(text);
    expect(answerFromText(node(id), text)).toEqual(typeof value === 'string' ? value.trim() : value);
  });

  it('reads back only offered choices and real numbers', () => {
    expect(answerFromText(node('symptoms'), 'hot_flushes, gone_option')).toEqual(['hot_flushes']);
    expect(answerFromText(node('days'), 'many')).toBeNull();
    expect(answerFromText(node('days'), '')).toBeNull();
  });

  // A rating is read back as the offered value (a number), and only an offered one.
  it.each<[string, string, AnswerValue, string]>([
    ['days', '4', 4, 'a number'],
    ['days', '  ', null, 'spaces are no number (not 0)'],
    ['energy', '5', '5', 'an offered rating'],
    ['energy', '3', null, 'a rating not offered'],
    ['energy', '05', null, 'a rating written differently'],
  ])('%s: %j reads back as %j (%s)', (id, text, expected) => {
    expect(answerFromText(node(id), text)).toEqual(expected);
  });

  it('earlier answers come from the latest response only, for questions still asked', () => {
    const { answers, answeredAt } = earlierAnswers(questions, [
      {
        id: 'r1',
        questionnaire_id: 'womens-health',
        created_at: '2025-01-01T10:00:00Z',
        answers: [{ question_id: 'cycle', answer: 'irregular' }],
      },
      {
        id: 'r2',
        questionnaire_id: 'womens-health',
        created_at: '2025-06-01T10:00:00Z',
        answers: [
          { question_id: 'cycle', answer: 'regular' },
          { question_id: 'removed', answer: 'x' },
          { question_id: 'days', answer: '4' },
        ],
      },
    ]);
    expect(answers).toEqual({ cycle: 'regular', days: 4 });
    expect(answeredAt).toBe('2025-06-01T10:00:00Z');
  });

  it('a response without a date is older than any dated one, and an entry without an answer answers nothing', () => {
    const dated: QuestionnaireResponse = {
      id: 'r1',
      questionnaire_id: 'womens-health',
      created_at: '2025-01-01T10:00:00Z',
      answers: [{ question_id: 'cycle', answer: 'irregular' }, { question_id: 'days' }, { question_id: 'notes' }],
    };
    const undated: QuestionnaireResponse = {
      id: 'r0',
      questionnaire_id: 'womens-health',
      answers: [{ question_id: 'cycle', answer: 'regular' }],
    };
    for (const responses of [
      [dated, undated],
      [undated, dated],
    ]) {
      expect(earlierAnswers(questions, responses)).toStrictEqual({ answers: { cycle: 'irregular' }, answeredAt: '2025-01-01T10:00:00Z' });
    }
  });

  it('no responses: no answers, no date', () => {
    expect(earlierAnswers(questions, [])).toEqual({ answers: {}, answeredAt: null });
  });

  it('sends only answered questions, with their question text', () => {
    expect(responseAnswers(questions, { cycle: 'regular', symptoms: [], notes: '  ', days: 3 })).toEqual([
      { question: 'How regular is your cycle?', answer: 'regular', question_id: 'cycle' },
      { question: 'How many days does it last?', answer: '3', question_id: 'days' },
    ]);
  });
});
