import { readWriteRequest } from '../security/write-request';
import { http } from 'msw';
import { readDb, updateDb } from '../db/store';
import { documentResponse, errorResponse, notFound, unauthorized } from '../json-api-responses';
import type { MockResource } from '../json-api-responses';
import { currentUser } from '../serializers';
import type { MockDb } from '../db/mock-db';

type StoredResponse = MockDb['questionnaireResponses'][number];

function responseResource(response: StoredResponse): MockResource {
  const { id, user_id: _user, ...attributes } = response;
  return { type: 'questionnaire_responses', id, attributes };
}

function questionnaireResource(
  db: MockDb,
  id: string,
  userId: string,
  include: boolean,
): { data: MockResource; included: MockResource[] } | null {
  const questionnaire = db.questionnaires.find((candidate) => candidate.id === id);
  if (!questionnaire) return null;
  const { id: _id, questionnaire_responses: _responses, ...attributes } = questionnaire;
  const responses = db.questionnaireResponses
    .filter((response) => response.questionnaire_id === id && response.user_id === userId)
    .map(responseResource);
  return {
    data: {
      type: 'questionnaires',
      id,
      attributes,
      ...(include
        ? { relationships: { questionnaire_responses: { data: responses.map(({ type, id: responseId }) => ({ type, id: responseId })) } } }
        : {}),
    },
    included: include ? responses : [],
  };
}

function isAnswerList(value: unknown): value is { question?: unknown; answer?: unknown; question_id?: unknown }[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'object' && entry !== null);
}

export const questionnaireHandlers = [
  http.get('*/v1/questionnaires', async () => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    return documentResponse(
      db.questionnaires
        .map((questionnaire) => questionnaireResource(db, questionnaire.id ?? '', user.id, false)?.data)
        .filter((data): data is MockResource => data !== undefined),
    );
  }),

  http.get('*/v1/questionnaires/:id', async ({ request, params }) => {
    const db = await readDb();
    const user = currentUser(db);
    if (!user) return unauthorized();
    const include = (new URL(request.url).searchParams.get('include') ?? '').split(',').includes('questionnaire_responses');
    const document = questionnaireResource(db, String(params.id), user.id, include);
    return document ? documentResponse(document.data, document.included) : notFound('Questionnaire');
  }),

  http.post('*/v1/questionnaire_responses', async ({ request }) => {
    const user = currentUser(await readDb([]));
    if (!user) return unauthorized();
    const body = await readWriteRequest(request, 'create-questionnaire-response');
    if (!body.ok) return body.response;
    const questionnaire = (await readDb()).questionnaires.find((candidate) => candidate.id === body.attributes.questionnaire_id);
    if (!questionnaire) return errorResponse(422, [{ detail: 'Questionnaire not found', pointer: '/data/attributes/questionnaire_id' }]);
    const answers = body.attributes.answers;
    if (
      !isAnswerList(answers) ||
      answers.some(
        (entry) => typeof entry.question_id !== 'string' || typeof entry.answer !== 'string' || typeof entry.question !== 'string',
      )
    ) {
      return errorResponse(422, [{ detail: 'Each answer needs question, answer and question_id', pointer: '/data/attributes/answers' }]);
    }
    const known = new Set((questionnaire.questions ?? []).map((question) => question.question_id));
    const unknown = answers.find((entry) => !known.has(String(entry.question_id)));
    if (unknown)
      return errorResponse(422, [{ detail: `Unknown question ${String(unknown.question_id)}`, pointer: '/data/attributes/answers' }]);
    const missing = (questionnaire.questions ?? []).find(
      (question) =>
        question.answer_required &&
        !answers.some((entry) => entry.question_id === question.question_id && String(entry.answer).trim() !== ''),
    );
    if (missing)
      return errorResponse(422, [
        { detail: `${missing.title ?? 'A question'} needs an answer`, pointer: `/data/attributes/answers/${missing.question_id ?? ''}` },
      ]);
    const stored = await updateDb((db) => {
      const response: StoredResponse = {
        id: `questionnaire-response-${db.questionnaireResponses.length + 1}-${Date.now()}`,
        user_id: user.id,
        questionnaire_id: questionnaire.id ?? '',
        created_at: new Date().toISOString(),
        answers: answers.map((entry) => ({
          question: String(entry.question),
          answer: String(entry.answer),
          question_id: String(entry.question_id),
        })),
      };
      db.questionnaireResponses.push(response);
      return response;
    });
    return documentResponse(responseResource(stored), [], 201);
  }),
];
