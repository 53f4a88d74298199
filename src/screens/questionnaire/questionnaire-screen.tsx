import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorReporter } from '../../adapters/error-reporting';
import { errorCopy } from '../../api/api-error';
import { questionnaireKeys, questionnaireQuery, sendQuestionnaireResponse } from '../../api/questionnaire-api';
import { formatDate } from '../../domain/dates';
import { questionTemplates } from '../../survey/ui/question-registry';
import { earlierAnswers, questionnaireQuestions, responseAnswers, type QuestionnaireQuestion } from '../../survey/model/questionnaire-nodes';
import type { AnswerValue } from '../../survey/model/survey-state';
import { validateAnswer } from '../../survey/model/validate-answer';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';

type Errors = Readonly<Record<string, string>>;

function errorsFor(questions: readonly QuestionnaireQuestion[], answers: Readonly<Record<string, AnswerValue>>, only?: string): Errors {
  const errors: Record<string, string> = {};
  for (const question of questions) {
    if (only !== undefined && question.id !== only) continue;
    const problem = validateAnswer(question.id, question.node, answers[question.id], new Date());
    if (problem) errors[question.id] = problem;
  }
  return errors;
}

/**
 * Any questionnaire the API defines, asked with the survey's question templates and answer rules; the
 * person's latest answers are filled in. A questionnaire that cannot be loaded sends the person home (SPEC 8).
 */
export default function QuestionnaireScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loaded = useQuery({ ...questionnaireQuery(id), meta: { silent: true } });
  const questions = useMemo(() => (loaded.data ? questionnaireQuestions(loaded.data) : []), [loaded.data]);
  const earlier = useMemo(() => earlierAnswers(questions, loaded.data?.questionnaire_responses ?? []), [questions, loaded.data]);
  const [edits, setEdits] = useState<Record<string, AnswerValue>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const answers = { ...earlier.answers, ...edits };
  const hasErrors = Object.keys(errors).length > 0;
  useDocumentTitle(`${hasErrors ? 'Error: ' : ''}${loaded.data?.title ?? message('questionnaire.heading')}`);

  useEffect(() => {
    if (loaded.status !== 'error') return;
    errorReporter.report(loaded.error, { during: 'questionnaire fetch', id });
    void navigate('/', { replace: true });
  }, [loaded.status, loaded.error, id, navigate]);

  const send = useMutation({
    mutationFn: () => sendQuestionnaireResponse(id, responseAnswers(questions, answers)),
    onSuccess: () => {
      setSent(true);
      setEdits({});
      void queryClient.invalidateQueries({ queryKey: questionnaireKeys.one(id) });
    },
    onError: (error) => errorReporter.report(error, { during: 'questionnaire response' }),
  });
  useEffect(() => {
    if (sent) notice.current?.focus();
  }, [sent]);

  if (loaded.status !== 'success') return <p role="status">{message('page.loading')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = errorsFor(questions, answers);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    send.mutate();
  };
  // Validation runs on blur (SPEC 5): when focus leaves a question, that question is checked.
  const checkOnLeave = (questionId: string) => (event: React.FocusEvent) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setErrors((current) => {
      const { [questionId]: _old, ...rest } = current;
      return { ...rest, ...errorsFor(questions, answers, questionId) };
    });
  };
  const answeredOn = earlier.answeredAt ? formatDate(earlier.answeredAt) : null;

  return (
    <section className="questionnaire" aria-labelledby="screen-heading">
      {sent ? (
        <div ref={notice} className="notification-banner notification-banner--success" role="alert" tabIndex={-1}>
          <p>{message('questionnaire.sent')}</p>
        </div>
      ) : null}
      {hasErrors ? (
        <div ref={summary} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="questionnaire-errors">
          <h2 id="questionnaire-errors">{message('form.errorSummary')}</h2>
          <ul>
            {questions
              .filter((question) => errors[question.id])
              .map((question) => (
                <li key={question.id}>
                  <a href={`#question-${question.id}`}>{errors[question.id]}</a>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      <h1 id="screen-heading">{loaded.data.title ?? message('questionnaire.heading')}</h1>
      {loaded.data.introduction ? <p>{loaded.data.introduction}</p> : null}
      {answeredOn && !sent ? <p className="questionnaire__earlier">{message('questionnaire.earlier', { date: answeredOn })}</p> : null}
      <form onSubmit={submit} noValidate>
        {questions.map((question, index) => {
          const Template = questionTemplates[question.node.template];
          const labelId = `q-${question.id}-title`;
          const errorId = errors[question.id] ? `q-${question.id}-error` : null;
          return (
            <div key={question.id} id={`question-${question.id}`} className={`questionnaire__question${errorId ? ' questionnaire__question--error' : ''}`} onBlur={checkOnLeave(question.id)} tabIndex={-1}>
              <h2 id={labelId} className="questionnaire__title">
                <span className="questionnaire__number">{message('survey.questionOf', { number: index + 1 })}</span> {question.node.title}
                {question.node.answer_required ? null : <span className="questionnaire__optional"> {message('form.optional')}</span>}
              </h2>
              {question.node.description ? <p className="survey-description">{question.node.description}</p> : null}
              {errorId ? (
                <p id={errorId} className="field-error">
                  {errors[question.id]}
                </p>
              ) : null}
              <Template
                nodeId={question.id}
                node={question.node}
                answers={question.node.answers ?? []}
                value={answers[question.id] ?? null}
                onChange={(value) => {
                  setSent(false);
                  setEdits((current) => ({ ...current, [question.id]: value as AnswerValue }));
                }}
                errorId={errorId}
                labelId={labelId}
              />
            </div>
          );
        })}
        {send.isError ? (
          <p role="alert" className="form-error">
            {errorCopy(send.error, message('error.generic'))}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" aria-disabled={send.isPending} data-busy={send.isPending || undefined}>
          {send.isPending ? message('questionnaire.sending') : message('questionnaire.send')}
        </button>
      </form>
    </section>
  );
}
