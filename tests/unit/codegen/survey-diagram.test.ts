import { describe, expect, it } from 'vitest';
import type { SurveyConfig } from '../../../src/generated/config-types.gen';
import { conditionInWords, flowDiagram, generateSurveyDiagrams } from '../../../codegen/generate/survey-diagram';

const fixture: SurveyConfig = {
  version: 'tinySurvey_v1',
  startNode: 'smokes',
  intents: {},
  flows: {
    short: { title: 'A short flow', nodes: ['smokes', 'amount', 'goals', 'why "this"'] },
    strict: {
      title: 'Ends when nothing matches',
      nodes: ['smokes', 'amount'],
      next: { smokes: [{ when: { '==': [{ var: 'answers.smokes' }, 'yes'] }, to: 'amount' }] },
    },
  },
  nodes: {
    smokes: {
      template: 'single-choice',
      title: 'Do you smoke?',
      answers: [
        { text: 'Yes', value: 'yes' },
        { text: 'No', value: 'no' },
      ],
      next: [{ when: { '==': [{ var: 'answers.smokes' }, 'yes'] }, to: 'amount' }, { to: 'goals' }],
    },
    amount: { template: 'number', title: 'How many a day?' },
    goals: {
      template: 'multi-choice',
      title: 'Your goals',
      next: [{ when: { '>=': [{ var: 'answers.goals.length' }, { var: 'constants.minGoals' }] }, to: 'why "this"' }, { to: 'end' }],
    },
    'why "this"': { template: 'text', title: 'Why "this" goal?' },
  },
} as unknown as SurveyConfig;

const constants = { minGoals: 2 };

describe('survey flow diagrams (Mermaid)', () => {
  it('draws numbered questions by title, branches with their conditions in words, and the end', () => {
    expect(flowDiagram(fixture, 'short', constants)).toBe(
      [
        'flowchart TD',
        '  q_smokes["1. Do you smoke?"]',
        '  q_amount["2. How many a day?"]',
        '  q_goals["3. Your goals"]',
        '  q_why__this_["4. Why #quot;this#quot; goal?"]',
        '  q_end(["End"])',
        '  q_smokes -->|"the answer to smokes is “Yes”"| q_amount',
        '  q_smokes -->|"otherwise"| q_goals',
        '  q_amount --> q_goals',
        '  q_goals -->|"the number of answers to goals is at least 2"| q_why__this_',
        '  q_goals -->|"otherwise"| q_end',
        '  q_why__this_ --> q_end',
      ].join('\n'),
    );
  });

  it("uses a flow's own branches, and says where it goes when no branch holds", () => {
    const diagram = flowDiagram(fixture, 'strict', constants);
    expect(diagram).toContain('q_smokes -->|"the answer to smokes is “Yes”"| q_amount');
    expect(diagram).toContain('q_smokes -->|"otherwise"| q_end');
  });

  it.each<[string, unknown, string]>([
    ['equality with a choice', { '==': [{ var: 'answers.smokes' }, 'no'] }, 'the answer to smokes is “No”'],
    ['a value without a choice', { '!=': [{ var: 'answers.amount' }, 0] }, 'the answer to amount is not 0'],
    ['one of several', { in: [{ var: 'answers.smokes' }, ['yes', 'no']] }, 'the answer to smokes is one of “Yes” or “No”'],
    ['less than', { '<': [{ var: 'answers.amount' }, 5] }, 'the answer to amount is less than 5'],
    [
      'and / or',
      { and: [{ '>': [{ var: 'answers.amount' }, 1] }, { '<=': [{ var: 'answers.amount' }, 9] }] },
      'the answer to amount is more than 1 and the answer to amount is at most 9',
    ],
    ['not', { '!': [{ '==': [{ var: 'answers.smokes' }, 'yes'] }] }, 'not (the answer to smokes is “Yes”)'],
    ['another root', { '==': [{ var: 'profile.sex' }, 'F'] }, 'profile.sex is "F"'],
  ])('%s', (_, condition, words) => {
    expect(conditionInWords(condition, fixture, constants)).toBe(words);
  });

  it('writes one markdown file beside the YAML, headed as generated, with a mermaid block per flow', () => {
    const file = generateSurveyDiagrams('tinySurvey_v1', fixture, constants);
    expect(file.path).toBe('config/surveys/tinySurvey_v1.md');
    expect(file.content.startsWith('<!-- Generated from config/surveys/tinySurvey_v1.yaml by `npm run codegen`; do not edit. -->')).toBe(
      true,
    );
    expect(file.content.match(/```mermaid\n/g)).toHaveLength(2);
    expect(file.content).toContain('## A short flow (`short`, 4 questions)');
  });
});
