import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../../src/api/query-client';
import { StandInSite } from './stand-in-site';
import '../../src/ui/tokens.css';
import '../../src/ui/base.css';
import '../../src/ui/app.css';

/** A step that continues in the app (create account, then "Verify email") leaves this page by a document load. */
function IntoTheApp() {
  useEffect(() => window.location.replace(window.location.href), []);
  return null;
}

/** The stand-in marketing site and payment page: a page of its own under /site, never part of the app bundle. */
const router = createBrowserRouter([
  { path: '/site/*', element: <StandInSite /> },
  { path: '*', element: <IntoTheApp /> },
]);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
