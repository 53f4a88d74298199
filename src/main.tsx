import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './api/query-client';
import { consumeMembershipToken } from './auth/membership-token';
import { createAppRouter } from './routing/create-app-router';
import { routerReady } from './routing/router-ready';
import './ui/tokens.css';
import './ui/base.css';
import './ui/app.css';

async function boot(): Promise<void> {
  await consumeMembershipToken(window.location, window.history);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // index.html's splash stays until the guards have decided: rendering earlier would blank it while they run.
  await routerReady(router);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void boot();
