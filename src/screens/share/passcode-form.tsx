import { useState, type FormEvent } from 'react';
import { lightFieldErrors } from '../../forms/field-errors-light';
import type { FormDefinition } from '../../forms/form-definition';
import { FieldView } from '../../forms/views/field-view';
import { sharedPasscodeForm } from '../../generated/forms/shared-passcode.gen';
import * as validators from '../../generated/validators/shared-passcode.gen';
import { Button } from '../../ui/button';
import { ErrorSummary } from '../../ui/error-summary';

const definition: FormDefinition = { config: sharedPasscodeForm, ...validators };
const FIELD = 'passcode';
const ID = 'shared-passcode';
const schema = sharedPasscodeForm.schema.properties?.[FIELD] as { title?: string } | undefined;

/**
 * The passcode a link asks for, as config/forms/shared-passcode.yaml defines it (its rules and messages), drawn
 * here in the form kit's markup without the form kit's code, which the light shared page does without. What is
 * typed stays when the server says it is wrong.
 */
export function PasscodeForm({ onSubmit, serverError }: { onSubmit: (passcode: string) => Promise<void>; serverError: string | null }) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const error = problem ?? serverError;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = lightFieldErrors(definition, { [FIELD]: value })[FIELD] ?? null;
    setProblem(found);
    if (found !== null) return;
    setSending(true);
    try {
      await onSubmit(value.trim());
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="passcode-form" noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary errors={error ? [{ href: `#${ID}`, text: error }] : []} />
      <FieldView id={ID} label={schema?.title ?? FIELD} optional={false} error={error ?? undefined}>
        <input
          id={ID}
          name={FIELD}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ID}__error` : undefined}
        />
      </FieldView>
      <Button type="submit" busy={sending} busyLabel={sharedPasscodeForm.submit.label}>
        {sharedPasscodeForm.submit.label}
      </Button>
    </form>
  );
}
