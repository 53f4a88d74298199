import type { QuestionProps } from '../question-props';

/** Radio buttons: arrow keys move between them, as a person using the keyboard expects. */
export function SingleChoiceQuestion({ nodeId, answers, value, onChange, errorId, labelId }: QuestionProps) {
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={errorId ?? undefined}
      aria-invalid={errorId ? true : undefined}
      className="survey-choices"
    >
      {answers.map((answer, index) => {
        const id = `q-${nodeId}-${index}`;
        return (
          <div key={String(answer.value)} className="survey-choice">
            <input id={id} type="radio" name={`q-${nodeId}`} checked={value === answer.value} onChange={() => onChange(answer.value)} />
            <label htmlFor={id}>{answer.text}</label>
          </div>
        );
      })}
    </div>
  );
}
