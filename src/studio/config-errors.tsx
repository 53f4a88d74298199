import type { StudioConfigState } from '../../codegen/studio/studio-api';
import { NotificationBanner } from '../ui/notification-banner';

/**
 * The config on disk does not load: each error with its file:line:col, as `npm run config:check` prints it.
 * The panels below still show the last config that loaded, until a good save reloads the page.
 */
export function ConfigErrors({ state }: { state: StudioConfigState }) {
  if (state.ok) return null;
  return (
    <section className="studio-errors" aria-labelledby="config-errors-heading" role="alert">
      <h2 id="config-errors-heading">The config has {state.errors.length === 1 ? 'an error' : `${state.errors.length} errors`}</h2>
      <p>
        Fix {state.errors.length === 1 ? 'it' : 'them'} and save: the studio reloads with your change. Until then it shows the last config
        that loaded.
      </p>
      <ul>
        {state.errors.map((error) => (
          <li key={error.text}>
            <code className="studio-error-at">
              {error.file}:{error.line}:{error.col}
            </code>{' '}
            <code>{error.path}</code>: {error.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Shown when the studio's own API cannot be reached (the dev server stopped). */
export function StudioUnavailable({ reason }: { reason: string }) {
  return (
    <NotificationBanner tone="info" title="Studio" heading="The studio cannot reach the dev server">
      <p>{reason}. Start it again with npm run studio.</p>
    </NotificationBanner>
  );
}
