import { signInForm } from '../../src/generated/forms/sign-in.gen';
import * as signInValidators from '../../src/generated/validators/sign-in.gen';
import { safeUrl } from '../../src/engine/routing/safe-url';
import { formActions } from '../../src/forms/form-actions';
import type { FormDefinition } from '../../src/forms/form-definition';
import { YamlForm } from '../../src/forms/yaml-form';
import { urlPolicy } from '../../src/app-router/url-policy';

const signIn: FormDefinition = { config: signInForm, ...signInValidators };

/**
 * The marketing site's login page, as far as this app needs it: config/forms/sign-in.yaml (its validation and
 * messages, through the form engine's createFormValidator), then back to redirectTo when it meets the allowlist.
 */
export function StandInLogin({ redirectTo }: { redirectTo: string | null }) {
  return (
    <section className="stand-in-form" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">{signInForm.title}</h1>
      <YamlForm
        definition={signIn}
        onSubmit={(data) => formActions['sign-in'](data, {})}
        onSuccess={() => window.location.assign(safeUrl(redirectTo, urlPolicy()) ?? '/site/overview')}
      />
    </section>
  );
}
