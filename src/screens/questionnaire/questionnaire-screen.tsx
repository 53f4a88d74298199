import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FocusEvent, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorReporter } from '../../adapters/error-reporting';
import { errorCopy } from '../../api/api-error';
import { questionnaireKeys, questionnaireQuery, sendQuestionnaireResponse } from '../../api/questionnaire-api';
import { formatDate } from '../../domain/dates';
import { questionTemplates } from '../../survey/ui/question-registry';
import {
  earlierAnswers,
  questionnaireQuestions,
  responseAnswers,
  type QuestionnaireQuestion,
} from '../../survey/model/questionnaire-nodes';
import type { AnswerValue } from '../../survey/model/survey-state';
import { validateAnswer } from '../../survey/model/validate-answer';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';
import { InlineError } from '../../ui/inline-error';
import { message } from '../../ui/message';
import { NotificationBanner } from '../../ui/notification-banner';
import { Skeleton } from '../../ui/skeleton';
import './questionnaire.css';
import { useDocumentTitle } from '../../ui/use-document-title';
import '../survey/survey.css';

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
  const answers = { ...earlier.answers, ...edits };
  useDocumentTitle(loaded.data?.title ?? message('questionnaire.heading'));

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
  if (loaded.status !== 'success') return <Skeleton block lines={4} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = errorsFor(questions, answers);
    setErrors(found);
    if (Object.keys(found).length === 0) send.mutate();
  };
  // Validation runs on blur (SPEC 5): when focus leaves a question, that question is checked.
  const checkOnLeave = (questionId: string) => (event: FocusEvent) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setErrors((current) => {
      const { [questionId]: _old, ...rest } = current;
      return { ...rest, ...errorsFor(questions, answers, questionId) };
    });
  };
  const answeredOn = earlier.answeredAt ? formatDate(earlier.answeredAt) : null;

  return (
    <section className="questionnaire" aria-labelledby="screen-heading">
      {sent ? <NotificationBanner tone="success" heading={message('questionnaire.sent')} /> : null}
      <ErrorSummary
        errors={questions
          .filter((question) => errors[question.id])
          .map((question) => ({ href: `#q-${question.id}-title`, text: errors[question.id] ?? '' }))}
      />
      <h1 id="screen-heading">{loaded.data.title ?? message('questionnaire.heading')}</h1>
      {loaded.data.introduction ? <p>{loaded.data.introduction}</p> : null}
      {answeredOn && !sent ? <p className="questionnaire__earlier">{message('questionnaire.earlier', { date: answeredOn })}</p> : null}
      <form onSubmit={submit} noValidate>
        {questions.map((question, index) => {
          const Template = questionTemplates[question.node.template];
          const labelId = `q-${question.id}-title`;
          const errorId = errors[question.id] ? `q-${question.id}-error` : null;
          return (
            <div
              key={question.id}
              className={`questionnaire__question${errorId ? ' questionnaire__question--error' : ''}`}
              onBlur={checkOnLeave(question.id)}
            >
              <h2 id={labelId} className="questionnaire__title" tabIndex={-1}>
                <span className="questionnaire__number">{message('survey.questionOf', { number: index + 1 })}</span> {question.node.title}
                {question.node.answer_required ? null : <span className="questionnaire__optional"> {message('form.optional')}</span>}
              </h2>
              {question.node.description ? <p className="survey-description">{question.node.description}</p> : null}
              {errorId ? <InlineError id={errorId}>{errors[question.id]}</InlineError> : null}
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
        <div className="button-group">
          <Button type="submit" busy={send.isPending} busyLabel={message('questionnaire.sending')}>
            {message('questionnaire.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
