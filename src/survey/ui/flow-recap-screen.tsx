import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { currentSurvey as survey } from '../../generated/surveys/current-survey.gen';
import { Button } from '../../ui/button';
import { message } from '../../ui/message';
import { describeAnswer } from './describe-answer';
import type { RecapView } from './use-survey-flow';

type Props = Omit<RecapView, 'status'>;

/**
 * A finished flow reopened: every question on its path, numbered, with the answer and a link to change it,
 * so changing an early answer is one link away rather than many Backs.
 */
export function FlowRecapScreen({ entries, error, busy, hrefOf, save }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="survey-recap-flow" aria-labelledby="survey-check-answers">
      <h1 id="survey-check-answers" ref={heading} tabIndex={-1}>
        {message('survey.checkAnswersHeading')}
      </h1>
      <p>{message('survey.checkAnswersBody')}</p>
      <dl className="survey-recap survey-recap--links">
        {entries.map((entry) => {
          const title = survey.nodes[entry.nodeId]?.title ?? entry.nodeId;
          const answer = entry.value === null ? '' : describeAnswer(survey, entry.nodeId, entry.value);
          return (
            <div key={entry.nodeId} className="survey-recap__row">
              <dt>
                <span className="survey-question-number">{message('survey.questionOf', { number: entry.number })}</span> {title}
              </dt>
              <dd>{answer === '' ? message('survey.notAnswered') : answer}</dd>
              <dd className="survey-recap__change">
                <Link to={hrefOf(entry.nodeId)}>
                  {message('survey.change')}
                  <span className="visually-hidden"> {title}</span>
                </Link>
              </dd>
            </div>
          );
        })}
      </dl>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="button-group">
        <Button block onClick={save} busy={busy} busyLabel={message('survey.saving')}>
          {message('survey.saveAnswers')}
        </Button>
      </div>
    </section>
  );
}
