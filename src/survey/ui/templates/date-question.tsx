import { DatePartsInputs } from '../../../forms/views/date-parts-inputs';
import { useDateParts } from '../../../forms/views/use-date-parts';
import type { QuestionProps } from '../question-props';

/**
 * A date the person knows (their birth) as day, month and year boxes, grouped under the question's title. Leaving
 * the group checks it (question-screen.tsx); moving between its boxes does not.
 */
export function DateQuestion({ nodeId, value, onChange, errorId, labelId }: QuestionProps) {
  const { parts, setPart } = useDateParts(value, onChange);
  return (
    <div className="date-input" role="group" aria-labelledby={labelId} aria-describedby={errorId ?? undefined}>
      <DatePartsInputs
        id={`q-${nodeId}`}
        parts={parts}
        autoComplete={nodeId === 'dob' ? 'bday' : undefined}
        invalid={errorId !== null}
        inputClassName="survey-input"
        onPart={setPart}
      />
    </div>
  );
}
