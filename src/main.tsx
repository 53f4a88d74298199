import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { consumeMembershipToken } from './auth/membership-token';
import { GuardedRoutes, preloadScreenFor } from './routing/guarded-routes';
import { followBootBannerFocus } from './layout/boot-banner-focus';
import './ui/tokens.css';
import './ui/base.css';
import './ui/app.css';

async function boot(): Promise<void> {
  // The route is known now: its screen's code loads alongside the session check rather than after it.
  preloadScreenFor(window.location.pathname);
  followBootBannerFocus(document);
  await consumeMembershipToken(window.location, window.history);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // index.html's own splash markup (codegen writes it from config) stays on screen while the first guards run.
  const splash = <div dangerouslySetInnerHTML={{ __html: container.innerHTML }} />;
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <GuardedRoutes bootFallback={splash} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void boot();
