import { message } from '../../../ui/message';
import type { QuestionProps } from '../question-props';

/** Checkboxes with the node's answer limit: at the limit the unchosen ones are disabled and the reason is said. */
export function MultiChoiceQuestion({ nodeId, node, answers, value, onChange, errorId, labelId }: QuestionProps) {
  const chosen = Array.isArray(value) ? (value as unknown[]) : [];
  const limit = node.answers_limit;
  const atLimit = limit !== undefined && chosen.length >= limit;
  const toggle = (answerValue: unknown, exclusive: boolean) => {
    if (chosen.includes(answerValue)) return onChange(chosen.filter((item) => item !== answerValue));
    if (exclusive) return onChange([answerValue]);
    const exclusives = answers.filter((answer) => answer.exclusive).map((answer) => answer.value as unknown);
    return onChange([...chosen.filter((item) => !exclusives.includes(item)), answerValue]);
  };
  const hintId = `q-${nodeId}-limit`;
  return (
    <fieldset
      className="survey-choices"
      aria-labelledby={labelId}
      aria-describedby={[limit ? hintId : '', errorId ?? ''].join(' ').trim() || undefined}
    >
      {limit && limit > 1 ? (
        <p id={hintId} className="survey-hint" aria-live="polite">
          {message('survey.limit', { limit, chosen: chosen.length })}
        </p>
      ) : null}
      {answers.map((answer, index) => {
        const id = `q-${nodeId}-${index}`;
        const checked = chosen.includes(answer.value);
        const single = limit === 1;
        return (
          <div key={String(answer.value)} className="survey-choice">
            <input
              id={id}
              type={single ? 'radio' : 'checkbox'}
              name={`q-${nodeId}`}
              checked={checked}
              disabled={!single && !checked && atLimit && !answer.exclusive}
              onChange={() => (single ? onChange([answer.value]) : toggle(answer.value, answer.exclusive === true))}
            />
            <label htmlFor={id}>{answer.text}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
