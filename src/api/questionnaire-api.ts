import { queryOptions } from '@tanstack/react-query';
import type { Questionnaire, QuestionnaireResponse } from '../generated/entities.gen';
import { createResource, getResource } from './client';

export const questionnaireKeys = {
  one: (id: string) => ['questionnaire', id] as const,
};

/** A questionnaire with the person's earlier responses (GET /v1/questionnaires/{id}?include=questionnaire_responses). */
export const questionnaireQuery = (id: string) =>
  queryOptions({
    queryKey: questionnaireKeys.one(id),
    queryFn: async () =>
      (await getResource<Questionnaire>(`/v1/questionnaires/${encodeURIComponent(id)}`, {
        include: 'questionnaire_responses',
      })) as Questionnaire,
  });

/** POST /v1/questionnaire_responses {questionnaire_id, answers: [{question, answer, question_id}]}. */
export async function sendQuestionnaireResponse(
  questionnaireId: string,
  answers: { question: string; answer: string; question_id: string }[],
): Promise<QuestionnaireResponse | null> {
  return (await createResource<QuestionnaireResponse>('/v1/questionnaire_responses', 'questionnaire_responses', {
    questionnaire_id: questionnaireId,
    answers,
  })) as QuestionnaireResponse | null;
}
