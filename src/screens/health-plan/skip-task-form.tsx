import { useState, type FormEvent } from 'react';
import { appConfig } from '../../generated/app-config.gen';
import { Button } from '../../ui/button';
import { message } from '../../ui/message';
import { cardClassName } from '../../ui/card';

/** Skip a task with one of the skip reasons (SPEC section 9); a reason is required. */
export function SkipTaskForm({ busy, onSkip, onCancel }: { busy: boolean; onSkip: (reason: number) => void; onCancel: () => void }) {
  const [reason, setReason] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) {
      setError(message('healthPlan.task.skipRequired'));
      return;
    }
    setError(null);
    onSkip(reason);
  };
  return (
    <form className={cardClassName('default', 'skip-task')} onSubmit={submit} noValidate>
      <fieldset className="radio-group" aria-describedby={error ? 'skip-error' : undefined}>
        <legend>{message('healthPlan.task.skipQuestion')}</legend>
        {error ? (
          <p id="skip-error" className="field-error">
            {error}
          </p>
        ) : null}
        {appConfig.constants.skipReasons.map((option) => (
          <label key={option.id} className="radio">
            <input type="radio" name="skip-reason" value={option.id} checked={reason === option.id} onChange={() => setReason(option.id)} />
            {option.label}
          </label>
        ))}
      </fieldset>
      <div className="button-row">
        <Button type="submit" busy={busy}>
          {message('healthPlan.task.skipSubmit')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {message('healthPlan.task.cancel')}
        </Button>
      </div>
    </form>
  );
}
