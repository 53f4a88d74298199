import { useLocation } from 'react-router-dom';
import { createAccountForm } from '../../src/generated/forms/create-account.gen';
import * as createAccountValidators from '../../src/generated/validators/create-account.gen';
import { formActions } from '../../src/forms/form-actions';
import type { FormDefinition } from '../../src/forms/form-definition';
import { YamlForm } from '../../src/forms/yaml-form';

const createAccount: FormDefinition = { config: createAccountForm, ...createAccountValidators };

/**
 * The marketing site's "Create account" step of the sign-up funnel: the account is created through the mock
 * API; the form's submit.onSuccess then takes the person on to "Verify email" with the funnel's query kept.
 */
export function StandInJoin() {
  const location = useLocation();
  return (
    <section aria-labelledby="join-heading">
      <h1 id="join-heading">{createAccountForm.title}</h1>
      <YamlForm
        definition={createAccount}
        onSubmit={(data) => formActions['create-account'](data, { form: createAccount.config, onboardingQuery: location.search })}
      />
    </section>
  );
}
