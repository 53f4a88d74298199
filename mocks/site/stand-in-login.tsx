import { useState, type FormEvent } from 'react';
import { signInWithPassword } from '../../src/api/auth-api';
import { errorCopy } from '../../src/api/api-error';
import { safeUrl } from '../../src/engine/routing/safe-url';
import { urlPolicy } from '../../src/routing/url-policy';
import { Button } from '../../src/ui/button';
import { Icon } from '../../src/ui/icons';
import { message } from '../../src/ui/message';

/** The marketing site's login page, as far as this app needs it: sign in, then go back to redirectTo. */
export function StandInLogin({ redirectTo }: { redirectTo: string | null }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await signInWithPassword(email, password);
      window.location.assign(safeUrl(redirectTo, urlPolicy()) ?? '/site/overview');
    } catch (caught) {
      setError(errorCopy(caught, message('error.signup')));
      setSubmitting(false);
    }
  };

  return (
    <form className="stand-in-form" onSubmit={(event) => void submit(event)} noValidate>
      <h1>Sign in</h1>
      {error ? (
        <p role="alert" className="form-error">
          <Icon name="error" />
          <span>{error}</span>
        </p>
      ) : null}
      <label htmlFor="stand-in-email">Email</label>
      <input id="stand-in-email" type="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} required />
      <label htmlFor="stand-in-password">Password</label>
      <input id="stand-in-password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} required />
      <div className="form-actions">
        <Button type="submit" block busy={submitting}>
          Sign in
        </Button>
      </div>
    </form>
  );
}
