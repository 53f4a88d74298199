import type { Node, SurveyConfig } from '../../src/generated/config-types.gen';
import { dependentsOf } from '../../src/survey/model/survey-graph';
import type { DropReason } from '../../src/survey/model/survey-migration';
import type { GeneratedFile } from './generated-file';

/** A question whose saved answers (some or all) the new version does not keep, and why, in words for staff. */
export interface DroppedQuestion {
  nodeId: string;
  reason: DropReason;
  /** Which answers: "every answer", "“Mixed or other”", "more than 15"... */
  which: string;
}

function choiceText(node: Node, value: unknown): string {
  return `“${node.answers?.find((answer) => answer.value === value)?.text ?? String(value)}”`;
}

function narrowed(before: number | undefined, after: number | undefined, below: boolean): boolean {
  if (after === undefined) return false;
  return before === undefined || (below ? after > before : after < before);
}

/** The ways a question's rules now refuse answers the old version accepted. */
function stricter(id: string, was: Node, now: Node): DroppedQuestion[] {
  const found: DroppedQuestion[] = [];
  const withdrawn = (was.answers ?? []).filter(
    (answer) => now.answers !== undefined && !now.answers.some((offered) => offered.value === answer.value),
  );
  if (withdrawn.length > 0)
    found.push({ nodeId: id, reason: 'choice-withdrawn', which: withdrawn.map((answer) => choiceText(was, answer.value)).join(', ') });
  if (narrowed(was.min, now.min, true)) found.push({ nodeId: id, reason: 'fails-validation', which: `less than ${now.min}` });
  if (narrowed(was.max, now.max, false)) found.push({ nodeId: id, reason: 'fails-validation', which: `more than ${now.max}` });
  if (now.integer === true && was.integer !== true)
    found.push({ nodeId: id, reason: 'fails-validation', which: 'numbers that are not whole' });
  if (narrowed(was.answers_limit, now.answers_limit, false))
    found.push({
      nodeId: id,
      reason: 'fails-validation',
      which: `more than ${now.answers_limit} choice${now.answers_limit === 1 ? '' : 's'}`,
    });
  for (const input of ['height', 'weight'] as const) {
    const [before, after] = [was.limits?.[input], now.limits?.[input]];
    if (after && (narrowed(before?.min, after.min, true) || narrowed(before?.max, after.max, false))) {
      found.push({ nodeId: id, reason: 'fails-validation', which: `a ${input} outside ${after.min}–${after.max}` });
    }
  }
  if (now.answer_required === true && was.answer_required !== true)
    found.push({ nodeId: id, reason: 'fails-validation', which: 'a blank answer (it must now be answered)' });
  return found;
}

/**
 * Which saved answers of `from` the survey `to` would not keep, question by question, judged from the two
 * YAML files (the app decides per answer with carryOverSurveyState, by the same rules).
 */
export function droppedQuestions(from: SurveyConfig, to: SurveyConfig): DroppedQuestion[] {
  const found: DroppedQuestion[] = [];
  for (const [id, was] of Object.entries(from.nodes)) {
    if (was.template === 'info') continue;
    const now = to.nodes[id];
    if (now === undefined) found.push({ nodeId: id, reason: 'question-removed', which: 'every answer' });
    else if (now.template !== was.template)
      found.push({ nodeId: id, reason: 'answer-kind-changed', which: `every answer (${was.template} → ${now.template})` });
    else found.push(...stricter(id, was, now));
  }
  const direct = new Set(found.map((item) => item.nodeId));
  for (const id of direct) {
    for (const dependent of dependentsOf(to, id)) {
      if (!direct.has(dependent) && from.nodes[dependent])
        found.push({ nodeId: dependent, reason: 'depends-on-dropped', which: `answers given with a dropped answer to ${id}` });
    }
  }
  return found;
}

export const REASON_WORDS: Readonly<Record<DropReason, string>> = {
  'question-removed': 'the question is no longer asked',
  'answer-kind-changed': 'the question is asked another way',
  'choice-withdrawn': 'the choice is no longer offered',
  'fails-validation': 'the new rules refuse it',
  'depends-on-dropped': 'it depends on an answer that is dropped',
};

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The report codegen writes beside the new version's YAML and diagram. */
export function carryOverReport(from: SurveyConfig, to: SurveyConfig): string {
  const dropped = droppedQuestions(from, to);
  const lines = [
    `<!-- Generated from config/surveys/${from.version}.yaml and ${to.version}.yaml by \`npm run codegen\`; do not edit. -->`,
    `# Answers carried from ${from.version} to ${to.version}`,
    '',
    `Someone with answers saved in ${from.version} keeps each answer whose question ${to.version} still asks and still accepts, and carries on at the first question that needs an answer.`,
    '',
  ];
  if (dropped.length === 0) return [...lines, 'Every saved answer is kept.', ''].join('\n');
  return [
    ...lines,
    'These answers are not kept:',
    '',
    '| Question | Answers not kept | Why |',
    '| --- | --- | --- |',
    ...dropped.map(
      (item) =>
        `| ${cell(`${item.nodeId}: ${from.nodes[item.nodeId]?.title ?? ''}`)} | ${cell(item.which)} | ${REASON_WORDS[item.reason]} |`,
    ),
    '',
  ].join('\n');
}

/** For every survey that carries answers from an earlier version: `config/surveys/<new>.carry-over-from-<old>.md`. */
export function generateCarryOverReports(surveys: Readonly<Record<string, SurveyConfig>>): GeneratedFile[] {
  return Object.values(surveys).flatMap((to) =>
    (to.carryAnswersFrom ?? []).flatMap((version) => {
      const from = surveys[version];
      return from ? [{ path: `config/surveys/${to.version}.carry-over-from-${version}.md`, content: carryOverReport(from, to) }] : [];
    }),
  );
}

/** One line per version change for codegen's output. */
export function carryOverSummary(surveys: Readonly<Record<string, SurveyConfig>>): string[] {
  return Object.values(surveys).flatMap((to) =>
    (to.carryAnswersFrom ?? []).flatMap((version) => {
      const from = surveys[version];
      if (!from) return [];
      const dropped = droppedQuestions(from, to);
      const questions = [...new Set(dropped.map((item) => item.nodeId))];
      return [
        `${version} → ${to.version}: ${questions.length === 0 ? 'every saved answer is kept' : `answers to ${questions.length} question${questions.length === 1 ? '' : 's'} not kept (${questions.join(', ')})`}; see config/surveys/${to.version}.carry-over-from-${version}.md`,
      ];
    }),
  );
}
