import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, isApiError } from '../../api/api-error';
import { checkKitCode } from '../../api/kit-api';
import { normaliseKitCode } from '../../domain/kit-code';
import { formActions } from '../../forms/form-actions';
import { YamlForm } from '../../forms/yaml-form';
import { useCurrentUser } from '../../app-frame/use-current-user';
import { pathFor } from '../../app-router/app-routes';
import { buttonClassName } from '../../ui/button';
import { Card } from '../../ui/card';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { registerKit } from './kit-definitions';

const POINTER = '/data/attributes/kit_code';
const fieldError = (key: 'kit.code.unknown' | 'kit.code.taken') =>
  new ApiError(422, [{ detail: message(key), source: { pointer: POINTER } }]);

/** A signed-out person learns whether the code is right before making an account; the code is kept in the links. */
async function checkBeforeSignIn(code: string): Promise<string> {
  try {
    const status = await checkKitCode(code);
    if (!status.available) throw fieldError('kit.code.taken');
    return code;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw fieldError('kit.code.unknown');
    throw error;
  }
}

/**
 * /register-kit (open without login): the code from the card inside a retail kit. Signed in, the kit is
 * registered and the person continues to the sample collection guide; signed out, a checked code leads to
 * sign-in or a new account, which bring the person back here with the code filled in.
 */
export default function RegisterKitScreen() {
  useDocumentTitle(message('kit.heading'));
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [checkedCode, setCheckedCode] = useState<string | null>(null);
  const initialCode = search.get('kit_code') ?? '';

  const submit = async (data: Record<string, unknown>) => {
    const code = normaliseKitCode(typeof data.kit_code === 'string' ? data.kit_code : '');
    if (user) return formActions['register-kit']({ kit_code: code }, {});
    return checkBeforeSignIn(code);
  };
  const done = (result: unknown) => {
    if (user) void navigate(pathFor('sample-collection-guide', {}, { referrer: 'kit', registered: 'true' }));
    else setCheckedCode(typeof result === 'string' ? result : null);
  };
  const back = pathFor('register-kit', {}, { kit_code: checkedCode ?? '' });

  return (
    <section className="register-kit" aria-labelledby="screen-heading">
      <h1 id="screen-heading">{message('kit.heading')}</h1>
      <p className="lede">{message('kit.intro')}</p>
      {checkedCode === null ? (
        <Card>
          <YamlForm definition={registerKit} initialData={{ kit_code: initialCode || undefined }} onSubmit={submit} onSuccess={done} />
        </Card>
      ) : (
        <Card heading={message('kit.signInHeading')} tone="feature">
          <p>{message('kit.signInBody', { code: checkedCode })}</p>
          <div className="button-group">
            <a className={buttonClassName('primary')} href={pathFor('login', {}, { redirectTo: back })}>
              {message('kit.signIn')}
            </a>
            <a
              className={buttonClassName('secondary')}
              href={pathFor('join', {}, { funnel: 'signUp', type: 'retail', retail_reference: checkedCode, redirectTo: back })}
            >
              {message('kit.createAccount')}
            </a>
          </div>
        </Card>
      )}
    </section>
  );
}
