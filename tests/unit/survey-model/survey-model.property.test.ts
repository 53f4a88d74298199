import fc from 'fast-check';
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { Node } from '../../../src/generated/config-types.gen';
import { healthSurveyV12Fixture as survey } from '../../fixtures/surveys/fixture-surveys';
import { END, flowOf, walkFlow } from '../../../src/survey/model/survey-graph';
import { answerQuestion, completeFlow, currentNode, goBack, startFlow, validateFlow } from '../../../src/survey/model/survey-navigation';
import { loadSurveyState, saveSurveyState, type StorageLike } from '../../../src/survey/model/survey-persistence';
import { givenInWalk, initialSurveyState, type AnswerValue, type SurveyState } from '../../../src/survey/model/survey-state';
import { buildSubmission } from '../../../src/survey/model/survey-submission';
import { answersToProfile, resetAttributesOf } from '../../../src/survey/model/profile-mapping';

const FLOWS = Object.keys(survey.flows);

/** An answer a person could give to this question (choices from its list, numbers in and out of range). */
function answerFor(node: Node, seed: number): AnswerValue {
  const answers = node.answers ?? [];
  const pick = answers[seed % Math.max(answers.length, 1)]?.value ?? null;
  switch (node.template) {
    case 'single-choice':
    case 'intent':
      return pick;
    case 'multi-choice':
      return answers
        .filter((_, index) => (seed >> index) & 1)
        .map((answer) => answer.value)
        .slice(0, node.answers_limit ?? answers.length);
    case 'number':
    case 'rating':
      return (node.min ?? 0) + (seed % 4);
    case 'height-weight':
      return { height: 150 + (seed % 40), weight: 50 + (seed % 50), heightUnit: 'metric', weightUnit: 'metric' };
    case 'date':
      return '1980-05-17';
    default:
      return seed % 5 === 0 ? '' : `text ${seed}`;
  }
}

type Action = { kind: 'answer'; seed: number } | { kind: 'back' } | { kind: 'change'; position: number; seed: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('answer' as const), seed: fc.nat(1023) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'back' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('change' as const), position: fc.nat(60), seed: fc.nat(1023) }) },
);

function run(flow: string, actions: readonly Action[], saved: SurveyState['answers'] = {}): SurveyState {
  let state = startFlow({ ...initialSurveyState(survey), answers: saved }, survey, flow);
  for (const step of actions) {
    const visited = state.visitedNodes[flow] ?? [];
    const current = currentNode(state, flow);
    if (step.kind === 'back') state = goBack(state, flow);
    else if (step.kind === 'answer' && current !== undefined) {
      const node = survey.nodes[current];
      if (node) state = answerQuestion(state, survey, flow, current, answerFor(node, step.seed)).state;
    } else if (step.kind === 'change' && visited.length > 0) {
      const target = visited[step.position % visited.length] ?? '';
      const node = survey.nodes[target];
      if (node) state = answerQuestion(state, survey, flow, target, answerFor(node, step.seed)).state;
    }
  }
  return state;
}

describe('survey model under random answer, back and change sequences', () => {
  // SPEC sections 4 and 5: a flow resets what the person answered in this walk and then left (skipped or abandoned),
  // and nothing else; answers filled in from the saved profile are not theirs to reset.
  it('resets exactly the off-path answers of this walk, never an attribute saved before it', () => {
    const nodeIds = Object.keys(survey.nodes);
    const saved = fc
      .dictionary(fc.constantFrom(...nodeIds), fc.nat(1023), { maxKeys: 20 })
      .map((seeds) => Object.fromEntries(Object.entries(seeds).map(([id, seed]) => [id, answerFor(survey.nodes[id] as Node, seed)])));
    fc.assert(
      fc.property(fc.constantFrom(...FLOWS), fc.array(action, { maxLength: 80 }), saved, (flow, actions, prefilled) => {
        const walked = run(flow, actions, prefilled);
        const state = validateFlow(walked, survey, flow);
        const submission = buildSubmission(survey, state, flow);
        const given = new Set(givenInWalk(walked, flow));
        const onPath = new Set(walkFlow(survey, flow, state.answers));
        const hidden = survey.flows[flow]?.nodes.filter((id) => !onPath.has(id)) ?? [];
        const owned = (ids: readonly string[]) => new Set(ids.flatMap((id) => Object.keys(resetAttributesOf(survey.nodes[id] as Node))));
        const resettable = owned(hidden.filter((id) => given.has(id)));
        for (const id of hidden) {
          if (given.has(id)) expect(state.answers[id]).toBeUndefined();
          else expect(state.answers[id]).toEqual(walked.answers[id]);
        }
        const nulls = Object.entries(submission?.healthProfile ?? {})
          .filter(([, value]) => value === null)
          .map(([key]) => key);
        for (const key of nulls) expect(resettable.has(key)).toBe(true);
        if (submission) {
          const sentByPath = new Set(Object.keys(answersToProfile(survey, state.answers, onPath).healthProfile));
          for (const key of resettable) if (!sentByPath.has(key)) expect(submission.healthProfile[key]).toBeNull();
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('keeps the end reachable from any state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FLOWS), fc.array(action, { maxLength: 80 }), fc.nat(1023), (flow, actions, seed) => {
        let state = run(flow, actions);
        // Answering whatever is on screen must reach the end within the flow's length.
        for (let step = 0; step <= (survey.flows[flow]?.nodes.length ?? 0); step += 1) {
          const current = currentNode(state, flow);
          if (current === undefined) break;
          const result = answerQuestion(state, survey, flow, current, answerFor(survey.nodes[current] as Node, seed + step));
          state = result.state;
          if (result.next === END) return;
        }
        throw new Error(`flow ${flow} did not reach its end`);
      }),
      { numRuns: 300 },
    );
    // 300 walks of up to 54 questions: seconds on a shared 2-core machine, more than vitest's 5 s default.
  }, 60_000);

  it('resume restores the same question and answers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FLOWS), fc.array(action, { maxLength: 60 }), (flow, actions) => {
        const state = run(flow, actions);
        const store = new Map<string, string>();
        const storage: StorageLike = {
          getItem: (key) => store.get(key) ?? null,
          setItem: (key, value) => void store.set(key, value),
          removeItem: (key) => void store.delete(key),
          keys: () => [...store.keys()],
        };
        saveSurveyState(storage, 'user-1', state, 1000);
        const restored = loadSurveyState(storage, 'user-1', survey.version, 2000, 60_000);
        expect(restored).not.toBeNull();
        const resumed = startFlow(restored as SurveyState, survey, flow);
        expect(currentNode(resumed, flow)).toBe(currentNode(state, flow));
        expect(resumed.answers).toEqual(state.answers);
        expect(resumed.lastQuestionSeen).toBe(state.lastQuestionSeen);
      }),
      { numRuns: 200 },
    );
  });
});

// validateFlow and completeFlow build their states by hand; these are the same rules written with immer, as they
// once were, to pin that the hand-built states are the same (and frozen through, as immer's are).
const validatedWithImmer = (state: SurveyState, flowName: string): SurveyState => {
  const given = new Set(givenInWalk(state, flowName));
  return produce(state, (draft) => {
    const onPath = new Set(walkFlow(survey, flowName, state.answers));
    for (const id of flowOf(survey, flowName).nodes) if (!onPath.has(id) && given.has(id)) delete draft.answers[id];
    const visited = draft.visitedNodes[flowName] ?? [];
    const firstOff = visited.findIndex((id) => !onPath.has(id));
    if (firstOff !== -1) draft.visitedNodes[flowName] = visited.slice(0, Math.max(firstOff, 1));
    draft.answered[flowName] = (draft.answered[flowName] ?? []).filter((id) => onPath.has(id));
  });
};
const completedWithImmer = (state: SurveyState, flowName: string): SurveyState =>
  produce(state, (draft) => {
    if (!draft.completedSurveyFlows.includes(flowName)) draft.completedSurveyFlows.push(flowName);
    const kept = new Set(draft.answered[flowName] ?? []);
    draft.givenInWalk = { ...draft.givenInWalk, [flowName]: givenInWalk(state, flowName).filter((id) => kept.has(id)) };
  });
const frozenThrough = (value: unknown): boolean =>
  typeof value !== 'object' || value === null || (Object.isFrozen(value) && Object.values(value).every(frozenThrough));

describe('finishing a flow, built by hand', () => {
  it('validates and completes exactly as the same rules through immer, frozen through, the state given untouched', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FLOWS),
        fc.array(action, { maxLength: 60 }),
        fc.boolean(),
        // Questions a state kept from another version of the survey may list on the walked path, off today's.
        fc.array(fc.constantFrom(...Object.keys(survey.nodes)), { maxLength: 3 }),
        (flow, actions, twice, strays) => {
          let state = run(flow, actions);
          state = {
            ...state,
            visitedNodes: { ...state.visitedNodes, [flow]: [...(state.visitedNodes[flow] ?? []), ...strays] },
            answered: { ...state.answered, [flow]: [...(state.answered[flow] ?? []), ...strays] },
          };
          if (twice) state = completeFlow(validateFlow(state, survey, flow), flow);
          const before = structuredClone(state);
          const validated = validateFlow(state, survey, flow);
          expect(validated).toEqual(validatedWithImmer(state, flow));
          const completed = completeFlow(validated, flow);
          expect(completed).toEqual(completedWithImmer(validated, flow));
          expect(frozenThrough(validated) && frozenThrough(completed)).toBe(true);
          expect(state).toEqual(before);
          // Nothing reset: the answers object is kept, as immer keeps what a recipe does not change.
          if (Object.keys(validated.answers).length === Object.keys(state.answers).length) expect(validated.answers).toBe(state.answers);
        },
      ),
      { numRuns: 300 },
    );
  });
});
