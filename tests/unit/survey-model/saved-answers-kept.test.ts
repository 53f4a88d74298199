import { describe, expect, it } from 'vitest';
import type { Node } from '../../../src/generated/config-types.gen';
import { finishFlow } from '../../../src/survey/model/finish-flow';
import { attributesOfAnswer, healthProfileAttributes, profileToAnswers } from '../../../src/survey/model/profile-mapping';
import { answerQuestion, startFlow } from '../../../src/survey/model/survey-navigation';
import { initialSurveyState, type AnswerValue, type SurveyState } from '../../../src/survey/model/survey-state';
import { fixtureSurvey, healthSurveyV12Fixture as v12 } from '../../fixtures/surveys/fixture-surveys';
import { acceptedAnswer } from './survey-versions-fixture';

// Issue 41: finishing a flow resets only the questions answered in this walk that are now off its path; one the
// person never answered in this walk keeps what another flow saved. SPEC section 4: answers on skipped or
// abandoned paths are reset; section 5: only questions with a value are submitted.
const quiz = fixtureSurvey('sleepQuiz_v1');

type Step = readonly [nodeId: string, value: AnswerValue];

/** Opens `flow` from the saved profile, as the survey screen does, answers `steps` in order and finishes it. */
function finish(flow: string, profile: Record<string, unknown>, steps: readonly Step[], from?: SurveyState) {
  let state = startFlow(from ?? { ...initialSurveyState(quiz), answers: profileToAnswers(quiz, profile) }, quiz, flow);
  for (const [nodeId, value] of steps) state = answerQuestion(state, quiz, flow, nodeId, value).state;
  return finishFlow(state, quiz, flow);
}

describe('the sleep scenario: a flow never erases an answer another flow saved', () => {
  it.each<[string, string, Record<string, unknown>, Step[], Record<string, unknown>]>([
    [
      'the quiz without the Sleep goal keeps the health check’s sleep_hours',
      'recommendations',
      { sleep_hours: 7 },
      [['goals', ['energy']]],
      { goals: ['energy'] },
    ],
    [
      'the quiz with the Sleep goal sends the hours given',
      'recommendations',
      { sleep_hours: 7 },
      [
        ['goals', ['sleep']],
        ['sleep-goal-hours', 9],
      ],
      { goals: ['sleep'], sleep_hours: 9 },
    ],
    [
      'hours given, then the Sleep goal dropped in the same walk: they are reset',
      'recommendations',
      {},
      [
        ['goals', ['sleep']],
        ['sleep-goal-hours', 9],
        ['goals', ['energy']],
      ],
      { goals: ['energy'], sleep_hours: null },
    ],
    [
      'the health check without smoking keeps a saved smoking_amount it did not ask',
      'health-check',
      { smoking_amount: 'light' },
      [
        ['sleep-hours', 7],
        ['smoking-category', 'never'],
      ],
      { sleep_hours: 7, smoking_category: 'never' },
    ],
    [
      'an amount given, then "No, never" in the same walk: it is reset',
      'health-check',
      { smoking_amount: 'light' },
      [
        ['sleep-hours', 7],
        ['smoking-category', 'yes'],
        ['smoking-amount', 'heavy'],
        ['smoking-category', 'never'],
      ],
      { sleep_hours: 7, smoking_category: 'never', smoking_amount: null },
    ],
  ])('%s', (_, flow, profile, steps, sent) => {
    expect(finish(flow, profile, steps).submission?.healthProfile).toEqual(sent);
  });

  it('a walk ends when the flow is finished: finishing it again resets nothing the first walk left', () => {
    const first = finish('recommendations', {}, [
      ['goals', ['sleep']],
      ['sleep-goal-hours', 9],
      ['goals', ['energy']],
    ]);
    expect(first.submission?.healthProfile).toEqual({ goals: ['energy'], sleep_hours: null });
    // The health check then saves 7 hours; the quiz is finished again from its recap with no change.
    const again = finish('recommendations', { sleep_hours: 7 }, [['goals', ['energy']]], first.state);
    expect(again.submission?.healthProfile).toEqual({ goals: ['energy'] });
  });

  it('the reset goes in the attribute’s group, beside the answers sent', () => {
    const { submission } = finish('recommendations', {}, [
      ['goals', ['sleep']],
      ['sleep-goal-hours', 9],
      ['goals', ['energy']],
    ]);
    expect(submission?.groups).toEqual({ goals: { goals: ['energy'] }, lifestyle: { sleep_hours: null } });
  });
});

/** v12's attributes that questions of more than one flow save, each with one flow that saves it. */
function multiFlowAttributes(): [attribute: string, flow: string, owners: string[]][] {
  const owners = new Map<string, Set<string>>();
  for (const [id, node] of Object.entries(v12.nodes))
    for (const attribute of healthProfileAttributes(node)) owners.set(attribute, new Set([...(owners.get(attribute) ?? []), id]));
  const rows: [string, string, string[]][] = [];
  for (const [attribute, ids] of owners) {
    const flows = Object.entries(v12.flows)
      .filter(([, flow]) => flow.nodes.some((id) => ids.has(id)))
      .map(([name]) => name);
    if (flows.length < 2) continue;
    for (const flow of Object.keys(v12.flows)) rows.push([attribute, flow, [...ids]]);
  }
  return rows;
}

describe('every attribute of v12 that more than one flow saves survives finishing any flow', () => {
  it.each(multiFlowAttributes())('%s, saved before, after finishing %s', (attribute, flow, owners) => {
    const owner = v12.nodes[owners[0] ?? ''] as Node;
    const saved = attributesOfAnswer(owner, acceptedAnswer(owner)).healthProfile;
    let state = startFlow({ ...initialSurveyState(v12), answers: profileToAnswers(v12, saved) }, v12, flow);
    // The person answers the flow's first question only, and finishes.
    const first = v12.flows[flow]?.nodes[0] ?? '';
    state = answerQuestion(state, v12, flow, first, acceptedAnswer(v12.nodes[first] as Node)).state;
    const sent = finishFlow(state, v12, flow).submission?.healthProfile ?? {};
    if (Object.hasOwn(sent, attribute) && !owners.includes(first)) expect(sent[attribute]).toEqual(saved[attribute]);
    expect(sent[attribute]).not.toBeNull();
  });
});
