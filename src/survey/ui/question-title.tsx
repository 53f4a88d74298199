import { memo, type RefObject } from 'react';
import { message } from '../../ui/message';

interface Props {
  number: number;
  title: string;
  description: string | undefined;
  labelId: string;
  /** The title takes focus once a new question is painted (QuestionScreen). */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The question's number, title and description; memoised, so typing an answer does not render them again. */
export const QuestionTitle = memo(function QuestionTitle({ number, title, description, labelId, headingRef }: Props) {
  return (
    <>
      {number > 0 ? <p className="survey-question-number">{message('survey.questionOf', { number })}</p> : null}
      <h1 id={labelId} ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      {description ? <p className="survey-description">{description}</p> : null}
    </>
  );
});
