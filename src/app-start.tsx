import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { consumeMembershipToken } from './auth/membership-token';
import { AppBrowserRouter } from './app-router/app-browser-router';
import { GuardedRoutes } from './app-router/guarded-routes';

/** Renders the app into index.html's #root, taking over its splash. */
export async function boot(): Promise<void> {
  await consumeMembershipToken(window.location, window.history);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // index.html's own splash markup (codegen writes it from config) stays on screen while the first guards run.
  const splash = <div dangerouslySetInnerHTML={{ __html: container.innerHTML }} />;
  const root = createRoot(container);
  // As a transition, React renders the first page in slices that let the browser answer input in between (a slow
  // phone's first render is otherwise one long task).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppBrowserRouter>
          <GuardedRoutes bootFallback={splash} />
        </AppBrowserRouter>
      </StrictMode>,
    ),
  );
}
