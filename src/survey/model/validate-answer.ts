import { fillMessage } from '../../domain/fill-message';
import { appConfig } from '../../generated/app-config.gen';
import type { Answer, Node } from '../../generated/config-types.gen';
import { messages } from '../../generated/messages.gen';
import { hasValue, type AnswerValue, type Answers, type HeightWeightAnswer } from './survey-state';

/** The spec's required questions are marked answer_required in the YAML; this is the rule that reads it. */
export function isRequired(node: Node): boolean {
  return node.answer_required === true;
}

/** The answers a question offers: those of `answersFrom` narrow it to what was chosen there. */
export function answersFor(node: Node, answers: Answers): Answer[] {
  const offered = node.answers ?? [];
  if (!node.answersFrom) return offered;
  const chosen = answers[node.answersFrom];
  return Array.isArray(chosen) ? offered.filter((answer) => chosen.includes(answer.value)) : offered;
}

function ageOn(dob: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // A month past 12, or a day past its month's end (1990-02-30), rolls over into another month.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCMonth() !== month - 1) return null;
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age -= 1;
  return age;
}

/** Bounds come from the node's limits in the survey YAML (codegen requires them on height-weight nodes). */
function within(value: number | null, limits: { min: number; max: number } | undefined): boolean {
  return value !== null && Number.isFinite(value) && (limits === undefined || (value >= limits.min && value <= limits.max));
}

/** A question answered in separate boxes, each checked when the person leaves it (SPEC 5: validation on blur). */
export type AnswerPart = 'height' | 'weight';

/**
 * The message a person sees for this answer, or null when it can be accepted. `parts` narrows a question of
 * several boxes to those the person has left: leaving the height box checks the height alone, not a weight
 * not typed yet.
 */
export function validateAnswer(
  nodeId: string,
  node: Node,
  value: AnswerValue | undefined,
  today: Date,
  parts?: readonly AnswerPart[],
): string | null {
  if (node.template === 'height-weight' && parts !== undefined)
    return heightWeightProblem(node, hasValue(value) ? (value as HeightWeightAnswer) : null, parts);
  if (!hasValue(value)) {
    if (!isRequired(node)) return null;
    if (node.template === 'height-weight') return messages['validation.height.invalid'];
    if (node.template === 'date') return messages['validation.dob.required'];
    if (nodeId === 'sex') return messages['validation.sex.required'];
    return messages['survey.required'];
  }
  switch (node.template) {
    case 'multi-choice': {
      const chosen = Array.isArray(value) ? value : [];
      const limit = node.answers_limit ?? Number.POSITIVE_INFINITY;
      return chosen.length > limit ? fillMessage(messages['survey.limitExceeded'], { limit }) : null;
    }
    case 'number': {
      const number = typeof value === 'number' ? value : Number.NaN;
      const bounded = (node.min === undefined || number >= node.min) && (node.max === undefined || number <= node.max);
      const whole = node.integer !== true || Number.isInteger(number);
      if (Number.isFinite(number) && bounded && whole) return null;
      if (nodeId === 'waist-circumference') return messages['validation.waist.invalid'];
      return fillMessage(messages[node.integer === true ? 'survey.wholeNumberRange' : 'survey.numberRange'], {
        min: node.min ?? 0,
        max: node.max ?? '',
      });
    }
    case 'height-weight':
      return heightWeightProblem(node, value as HeightWeightAnswer, ['height', 'weight']);
    case 'date': {
      const age = typeof value === 'string' ? ageOn(value, today) : null;
      if (age === null || age < 0) return messages['survey.dateInvalid'];
      const minimumAge = appConfig.constants.survey.minimumAgeYears;
      return nodeId === 'dob' && age < minimumAge ? fillMessage(messages['survey.tooYoung'], { age: minimumAge }) : null;
    }
    default:
      return null;
  }
}

/** The first of the given measures out of its limits (height before weight), or null. */
function heightWeightProblem(node: Node, measures: HeightWeightAnswer | null, parts: readonly AnswerPart[]): string | null {
  if (parts.includes('height') && !within(measures?.height ?? null, node.limits?.height)) return messages['validation.height.invalid'];
  if (parts.includes('weight') && !within(measures?.weight ?? null, node.limits?.weight)) return messages['validation.weight.invalid'];
  return null;
}
