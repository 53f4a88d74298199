import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { droppedQuestions } from '../../../codegen/generate/survey-carry-over';
import type { Node, SurveyConfig } from '../../../src/generated/config-types.gen';
import { walkFlow } from '../../../src/survey/model/survey-graph';
import { carryOverSurveyState, dropReason } from '../../../src/survey/model/survey-migration';
import type { AnswerValue, SurveyState } from '../../../src/survey/model/survey-state';
import { initialSurveyState } from '../../../src/survey/model/survey-state';
import { loadSurveyVersions } from './survey-versions-fixture';

const today = new Date('2026-01-15T12:00:00Z');

let v12: SurveyConfig;
let v13: SurveyConfig;
beforeAll(() => {
  ({ v12, v13 } = loadSurveyVersions());
}, 30_000);

const scalar = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 400 }),
  fc.double({ noNaN: true, min: -10, max: 400 }),
  fc.boolean(),
);

/** What storage may hold for a question: plausible answers (its choices, numbers near its bounds, dates) and junk. */
function valueFor(node: Node): fc.Arbitrary<AnswerValue> {
  const offered = (node.answers ?? []).map((answer) => answer.value);
  const choice = offered.length > 0 ? fc.constantFrom(...offered) : scalar;
  const around = fc.integer({ min: (node.min ?? 0) - 3, max: (node.max ?? 100) + 3 });
  const measure = fc.option(fc.integer({ min: 0, max: 400 }), { nil: null });
  return fc.oneof(
    fc.constant(null),
    choice,
    fc.uniqueArray(choice, { maxLength: 6 }),
    around,
    fc.constantFrom('1985-04-12', '2015-01-01', '1990-02-30', 'soon'),
    fc.record({
      height: measure,
      weight: measure,
      heightUnit: fc.constantFrom('metric', 'imperial'),
      weightUnit: fc.constantFrom('metric', 'imperial'),
    }),
    scalar,
  ) as fc.Arbitrary<AnswerValue>;
}

/** A saved v12 state: answers to any of its questions (and to questions of no version), some flows begun or finished. */
function savedState(): fc.Arbitrary<SurveyState> {
  const ids = [...Object.keys(v12.nodes), 'no-such-question'];
  const flows = Object.keys(v12.flows);
  return fc
    .record({
      answers: fc
        .dictionary(fc.constantFrom(...ids), fc.constant(null))
        .chain((keys) =>
          fc.record(Object.fromEntries(Object.keys(keys).map((id) => [id, valueFor(v12.nodes[id] ?? { template: 'text', title: '' })]))),
        ),
      begun: fc.subarray(flows),
      finished: fc.subarray(flows),
      stop: fc.nat(60),
    })
    .map(({ answers, begun, finished, stop }) => {
      // Through JSON, as storage gives it back (fast-check's records may have no prototype, which JSON never makes).
      const state: SurveyState = {
        ...initialSurveyState(v12),
        answers: JSON.parse(JSON.stringify(answers)) as Record<string, AnswerValue>,
      };
      for (const flow of new Set([...begun, ...finished])) {
        const path = walkFlow(v12, flow, state.answers);
        state.visitedNodes[flow] = path.slice(0, Math.max(1, Math.min(stop, path.length)));
        state.answered[flow] = path.filter((id) => Object.hasOwn(state.answers, id));
      }
      state.completedSurveyFlows = finished;
      state.lastQuestionSeen = state.visitedNodes[begun[0] ?? '']?.at(-1) ?? v12.startNode;
      return state;
    });
}

// Each property walks every flow of a 54-question survey; 100 runs keep the mutation run of the core within budget.
const runs = { numRuns: 100 };

describe('carrying a saved state into a new survey version (properties)', () => {
  it('never invents an answer: every answer it keeps was saved, as it was saved', () => {
    fc.assert(
      fc.property(savedState(), (saved) => {
        const { state } = carryOverSurveyState(saved, v13, today);
        for (const [id, value] of Object.entries(state.answers)) {
          expect(Object.hasOwn(saved.answers, id)).toBe(true);
          expect(value).toEqual(saved.answers[id]);
        }
      }),
      runs,
    );
  });

  it('every answer it keeps is valid under the new version', () => {
    fc.assert(
      fc.property(savedState(), (saved) => {
        const { state } = carryOverSurveyState(saved, v13, today);
        for (const [id, value] of Object.entries(state.answers))
          expect(dropReason(id, v13.nodes[id], value, state.answers, today)).toBeNull();
      }),
      runs,
    );
  });

  it('accounts for every saved answer: each is either kept or dropped with a reason', () => {
    fc.assert(
      fc.property(savedState(), (saved) => {
        const { carried, dropped } = carryOverSurveyState(saved, v13, today);
        expect([...carried, ...dropped.map((drop) => drop.nodeId)].sort()).toEqual(Object.keys(saved.answers).sort());
      }),
      runs,
    );
  });

  it('restarts each begun flow at the first question on its path that needs an answer, and finishes none that has one', () => {
    fc.assert(
      fc.property(savedState(), (saved) => {
        const { state } = carryOverSurveyState(saved, v13, today);
        const begun = Object.keys(v13.flows).filter(
          (flow) => Object.hasOwn(saved.visitedNodes, flow) || saved.completedSurveyFlows.includes(flow),
        );
        expect(Object.keys(state.visitedNodes).sort()).toEqual(begun.sort());
        for (const [flow, visited] of Object.entries(state.visitedNodes)) {
          const path = walkFlow(v13, flow, state.answers);
          for (const id of state.answered[flow] ?? []) {
            expect(path).toContain(id);
            expect(Object.hasOwn(state.answers, id)).toBe(true);
          }
          const open = path.findIndex((id) => !Object.hasOwn(state.answers, id));
          expect(visited).toEqual(path.slice(0, open === -1 ? path.length : open + 1));
          if (open !== -1) expect(state.completedSurveyFlows).not.toContain(flow);
        }
        expect(state.currentSurveyVersion).toBe(v13.version);
      }),
      runs,
    );
  });

  it('drops only answers to questions codegen reports, when the saved answers were valid in v12', () => {
    const reported = new Set(droppedQuestions(v12, v13).map((item) => item.nodeId));
    fc.assert(
      fc.property(savedState(), (saved) => {
        const valid: Record<string, AnswerValue> = {};
        for (const [id, value] of Object.entries(saved.answers))
          if (dropReason(id, v12.nodes[id], value, saved.answers, today) === null) valid[id] = value;
        const { dropped } = carryOverSurveyState({ ...saved, answers: valid }, v13, today);
        for (const drop of dropped) expect(reported).toContain(drop.nodeId);
      }),
      runs,
    );
  });

  it('keeps a whole valid v12 state when the new version asks the same questions', () => {
    const same = { ...structuredClone(v12), version: 'healthSurvey_v12a' };
    fc.assert(
      fc.property(savedState(), (saved) => {
        const valid: Record<string, AnswerValue> = {};
        for (const [id, value] of Object.entries(saved.answers))
          if (dropReason(id, v12.nodes[id], value, saved.answers, today) === null) valid[id] = value;
        expect(carryOverSurveyState({ ...saved, answers: valid }, same, today).state.answers).toEqual(valid);
      }),
      runs,
    );
  });
});
