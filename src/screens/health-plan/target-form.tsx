import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { message } from '../../ui/message';
import '../survey/survey.css';

const DEFAULT_MAX_TARGET = 7;

/** The not-set state: the person chooses how many times this week; nothing is sent until they choose. */
export function TargetForm({
  maxTarget,
  busy,
  onSet,
}: {
  maxTarget: number | null | undefined;
  busy: boolean;
  onSet: (target: number) => void;
}) {
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const options = Array.from({ length: maxTarget ?? DEFAULT_MAX_TARGET }, (_, index) => index + 1);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = Number(target);
    if (!options.includes(chosen)) {
      setError(message('healthPlan.task.targetRequired'));
      return;
    }
    setError(null);
    onSet(chosen);
  };
  return (
    <form onSubmit={submit} noValidate className="target-form">
      <div className="field">
        <label htmlFor="task-target">{message('healthPlan.task.targetQuestion')}</label>
        <p id="task-target-hint" className="survey-hint">
          {message('healthPlan.task.targetHint')}
        </p>
        {error ? (
          <p id="task-target-error" className="field-error">
            {error}
          </p>
        ) : null}
        <select
          id="task-target"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={['task-target-hint', error ? 'task-target-error' : ''].filter(Boolean).join(' ')}
        >
          <option value="" />
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" busy={busy}>
        {message('healthPlan.task.setTarget')}
      </Button>
    </form>
  );
}
