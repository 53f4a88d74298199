import type { QuestionProps } from '../question-props';

/** A single text-like input; the browser's own date picker for dates. */
export function InputQuestion({ nodeId, node, value, onChange, errorId, labelId }: QuestionProps) {
  return (
    <input
      id={`q-${nodeId}`}
      className="survey-input"
      type={node.template === 'date' ? 'date' : 'text'}
      aria-labelledby={labelId}
      aria-describedby={errorId ?? undefined}
      aria-invalid={errorId ? true : undefined}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
