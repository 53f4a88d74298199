import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, ScrollRestoration, useLoaderData } from 'react-router-dom';

/**
 * The bench's floor: what react, react-dom, react-router (data mode, as the app uses it) and TanStack Query cost
 * with nothing of the app. A loader decides, a query fills the page, as a route of the app does, so its bytes and
 * its LCP are what the app's routes are measured against.
 */
const PARAGRAPH =
  "Home blood tests with results and a GP-style report. This paragraph is the page's largest content, as a screen's opening text is.";

function Frame() {
  return (
    <div>
      <header>
        <Link to="/">Floor</Link>
      </header>
      <main>
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}

function Page() {
  const { heading } = useLoaderData<{ heading: string }>();
  const { data } = useQuery({ queryKey: ['text'], queryFn: () => Promise.resolve(PARAGRAPH) });
  return (
    <>
      <h1>{heading}</h1>
      <p>{data}</p>
    </>
  );
}

const queryClient = new QueryClient();
const router = createBrowserRouter([
  {
    element: <Frame />,
    hydrateFallbackElement: <p>Loading…</p>,
    children: [{ path: '*', loader: () => ({ heading: 'The floor page' }), element: <Page /> }],
  },
]);
const container = document.getElementById('root');
if (!container) throw new Error('no #root');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
