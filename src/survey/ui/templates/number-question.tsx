import type { QuestionProps } from '../question-props';

/** Kept as typed (a string) until Next, so "1." or "" is never silently changed under the person's fingers. */
export function NumberQuestion({ nodeId, node, value, onChange, errorId, labelId }: QuestionProps) {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return (
    <div className="survey-number">
      <input
        id={`q-${nodeId}`}
        className="survey-input"
        type="text"
        inputMode="decimal"
        aria-labelledby={`${labelId}${node.unit ? ` q-${nodeId}-unit` : ''}`}
        aria-describedby={errorId ?? undefined}
        aria-invalid={errorId ? true : undefined}
        value={text}
        onChange={(event) => {
          const raw = event.target.value;
          const parsed = Number(raw);
          onChange(raw.trim() !== '' && Number.isFinite(parsed) ? parsed : raw);
        }}
      />
      {node.unit ? (
        <span id={`q-${nodeId}-unit`} className="survey-unit">
          {node.unit}
        </span>
      ) : null}
    </div>
  );
}
