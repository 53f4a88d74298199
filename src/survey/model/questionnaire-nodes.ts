import { compareCodeUnits } from '../../domain/code-unit-order';
import type { Node } from '../../generated/config-types.gen';
import type { Questionnaire, QuestionnaireResponse } from '../../generated/entities.gen';
import { hasValue, type AnswerValue, type Answers } from './survey-state';

/**
 * A questionnaire fetched from the API asked with the survey's own question templates and answer rules:
 * each question becomes a survey node, so no questionnaire needs code of its own.
 */
export interface QuestionnaireQuestion {
  id: string;
  node: Node;
}

type QuestionDefinition = NonNullable<Questionnaire['questions']>[number];

/** Multi-choice answers travel as one text (the API's answer is a string); values never contain this separator. */
const SEPARATOR = ', ';

type AskableQuestion = QuestionDefinition & { question_id: string; title: string };

function nodeOf(question: AskableQuestion): Node {
  return {
    template: question.template ?? 'text',
    title: question.title,
    ...(question.description ? { description: question.description } : {}),
    answer_required: question.answer_required === true,
    answers: (question.answers ?? []).map((answer) => ({ text: answer.text, value: answer.value })),
    answers_limit: question.answers_limit,
    min: question.min,
    max: question.max,
  };
}

/** The questions in order; one without an id or a title cannot be answered or sent, so it is left out. */
export function questionnaireQuestions(questionnaire: Pick<Questionnaire, 'questions'>): QuestionnaireQuestion[] {
  return (questionnaire.questions ?? [])
    .filter((question): question is AskableQuestion => Boolean(question.question_id && question.title))
    .map((question) => ({ id: question.question_id, node: nodeOf(question) }));
}

/** The text the API stores for an answer: choices joined, anything else as text without surrounding spaces. */
export function answerText(value: AnswerValue): string {
  if (Array.isArray(value)) return value.map(String).join(SEPARATOR);
  return String(value).trim();
}

/** An answer read back from its stored text, in the shape its template edits. */
export function answerFromText(node: Node, text: string): AnswerValue {
  if (node.template === 'multi-choice') {
    const offered = (node.answers ?? []).map((answer) => String(answer.value));
    return text.split(SEPARATOR).filter((value) => offered.includes(value));
  }
  if (node.template === 'number') {
    const number = Number(text);
    return text.trim() !== '' && Number.isFinite(number) ? number : null;
  }
  if (node.template === 'rating') {
    const offered = (node.answers ?? []).find((answer) => String(answer.value) === text);
    return offered ? offered.value : null;
  }
  return text;
}

/** The latest response's answers, for the questions still asked; older responses and unknown ids are ignored. */
export function earlierAnswers(
  questions: readonly QuestionnaireQuestion[],
  responses: readonly QuestionnaireResponse[],
): { answers: Answers; answeredAt: string | null } {
  const latest = [...responses].sort((a, b) => compareCodeUnits(b.created_at ?? '', a.created_at ?? ''))[0];
  const answers: Record<string, AnswerValue> = {};
  for (const entry of latest?.answers ?? []) {
    const question = questions.find((candidate) => candidate.id === entry.question_id);
    if (question && entry.answer !== undefined) answers[question.id] = answerFromText(question.node, entry.answer);
  }
  return { answers, answeredAt: latest?.created_at ?? null };
}

/** POST /v1/questionnaire_responses answers: only questions with a value, each with its question text. */
export function responseAnswers(
  questions: readonly QuestionnaireQuestion[],
  answers: Answers,
): { question: string; answer: string; question_id: string }[] {
  return questions
    .filter((question) => hasValue(answers[question.id]))
    .map((question) => ({ question: question.node.title, answer: answerText(answers[question.id] ?? null), question_id: question.id }));
}
