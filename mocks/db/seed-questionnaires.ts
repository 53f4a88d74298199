import type { Questionnaire } from '../../src/generated/entities.gen';
import type { MockDb, SeedDb } from './mock-db';

const DAY = 86_400_000;

/** The women's health questionnaire (its id is fixed in app.yaml) and a short sleep check. */
export function seedQuestionnaires(): Questionnaire[] {
  return [
    {
      id: 'womens-health',
      title: 'Women’s health questionnaire',
      introduction:
        'Your answers help our doctors read your hormone results in the context of your cycle and symptoms. It takes about 2 minutes.',
      questions: [
        {
          question_id: 'cycle_regularity',
          title: 'How regular is your menstrual cycle?',
          template: 'single-choice',
          answer_required: true,
          answers: [
            { text: 'Regular (every 21 to 35 days)', value: 'regular' },
            { text: 'Irregular', value: 'irregular' },
            { text: 'I don’t have periods', value: 'none' },
          ],
        },
        {
          question_id: 'cycle_day',
          title: 'What day of your cycle was your sample taken?',
          description: 'Day 1 is the first day of your period. Leave it blank if you don’t know.',
          template: 'number',
          min: 1,
          max: 60,
        },
        {
          question_id: 'symptoms',
          title: 'Which of these have you had in the last 3 months?',
          template: 'multi-choice',
          answers_limit: 3,
          answers: [
            { text: 'Hot flushes', value: 'hot_flushes' },
            { text: 'Night sweats', value: 'night_sweats' },
            { text: 'Low mood', value: 'low_mood' },
            { text: 'Heavy periods', value: 'heavy_periods' },
            { text: 'Trouble sleeping', value: 'trouble_sleeping' },
          ],
        },
        {
          question_id: 'contraception',
          title: 'Are you using hormonal contraception?',
          template: 'single-choice',
          answer_required: true,
          answers: [
            { text: 'Yes', value: 'yes' },
            { text: 'No', value: 'no' },
          ],
        },
        { question_id: 'notes', title: 'Is there anything else you’d like our doctors to know?', template: 'text' },
      ],
    },
    {
      id: 'sleep-check',
      title: 'Sleep check',
      introduction: 'Three questions about how you have slept over the last two weeks.',
      questions: [
        {
          question_id: 'sleep_quality',
          title: 'How would you rate your sleep?',
          template: 'rating',
          answer_required: true,
          answers: [1, 2, 3, 4, 5].map((score) => ({ text: String(score), value: String(score) })),
        },
        {
          question_id: 'sleep_hours',
          title: 'How many hours do you sleep on a typical night?',
          template: 'number',
          min: 0,
          max: 24,
          answer_required: true,
        },
        { question_id: 'sleep_notes', title: 'What gets in the way of sleeping well?', template: 'text' },
      ],
    },
  ];
}

/** results@example.com answered the women's health questionnaire two months ago. */
export function seedQuestionnaireResponses(now: number): MockDb['questionnaireResponses'] {
  return [
    {
      id: 'questionnaire-response-1',
      user_id: 'user-results',
      questionnaire_id: 'womens-health',
      created_at: new Date(now - 60 * DAY).toISOString(),
      answers: [
        { question_id: 'cycle_regularity', question: 'How regular is your menstrual cycle?', answer: 'regular' },
        { question_id: 'cycle_day', question: 'What day of your cycle was your sample taken?', answer: '3' },
        { question_id: 'symptoms', question: 'Which of these have you had in the last 3 months?', answer: 'trouble_sleeping' },
        { question_id: 'contraception', question: 'Are you using hormonal contraception?', answer: 'no' },
      ],
    },
  ];
}

/** Codes printed inside retail kits: two free to register, one already registered by results@example.com. */
export function seedKitCodes(): SeedDb['kitCodes'] {
  return {
    'VK7Q-4M2P-9XTR': { registeredBy: null, panelName: 'Baseline' },
    'VK3H-8N6W-2LCD': { registeredBy: null, panelName: 'Essential' },
    'VK5B-1R9F-7JQM': { registeredBy: 'user-results', panelName: 'Baseline' },
  };
}
