import type { QuestionProps } from '../question-props';

/** A row of numbered radio buttons with the scale's end labels. */
export function RatingQuestion({ nodeId, node, value, onChange, errorId, labelId }: QuestionProps) {
  const min = node.min ?? 1;
  const max = node.max ?? 5;
  const steps = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  return (
    <div className="survey-rating">
      <div role="radiogroup" aria-labelledby={labelId} aria-describedby={errorId ?? undefined} className="survey-rating__steps">
        {steps.map((step) => {
          const id = `q-${nodeId}-${step}`;
          const ends = step === min ? node.labels?.min : step === max ? node.labels?.max : undefined;
          return (
            <div key={step} className="survey-rating__step">
              <input id={id} type="radio" name={`q-${nodeId}`} checked={value === step} onChange={() => onChange(step)} />
              <label htmlFor={id}>
                {step}
                {ends ? <span className="visually-hidden">, {ends}</span> : null}
              </label>
            </div>
          );
        })}
      </div>
      <div className="survey-rating__labels" aria-hidden="true">
        <span>{node.labels?.min}</span>
        <span>{node.labels?.max}</span>
      </div>
    </div>
  );
}
