import type { QuestionProps } from '../question-props';

/** A single line of text. */
export function InputQuestion({ nodeId, value, onChange, errorId, labelId }: QuestionProps) {
  return (
    <input
      id={`q-${nodeId}`}
      className="survey-input"
      type="text"
      aria-labelledby={labelId}
      aria-describedby={errorId ?? undefined}
      aria-invalid={errorId ? true : undefined}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
