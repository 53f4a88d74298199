import { createAccountForm } from '../generated/forms/create-account.gen';
import * as createAccountValidators from '../generated/validators/create-account.gen';
import { formActions } from '../forms/form-actions';
import type { FormDefinition } from '../forms/form-definition';
import { YamlForm } from '../forms/yaml-form';

const createAccount: FormDefinition = { config: createAccountForm, ...createAccountValidators };

/**
 * The marketing site's "Create account" step of the sign-up funnel: the account is created through the mock
 * API, then the person continues in the app at "Verify email", with the funnel's query kept.
 */
export function StandInJoin({ search }: { search: string }) {
  return (
    <section aria-labelledby="join-heading">
      <h1 id="join-heading">{createAccountForm.title}</h1>
      <YamlForm definition={createAccount} onSubmit={(data) => formActions['create-account'](data, {})} onSuccess={() => window.location.assign(`/join/verify${search}`)} />
    </section>
  );
}
