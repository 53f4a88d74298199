import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

/**
 * The bench's floor: what react, react-dom, react-router (its declarative router and production files, as the app
 * uses them: src/app-router/app-browser-router.tsx, vite.config.ts) and TanStack Query cost with nothing of the app.
 * A query fills the page, as a route of the app does, so its bytes and its LCP are what the app's routes are measured
 * against.
 */
const PARAGRAPH =
  "Home blood tests with results and a GP-style report. This paragraph is the page's largest content, as a screen's opening text is.";

function Page() {
  const { data } = useQuery({ queryKey: ['text'], queryFn: () => Promise.resolve(PARAGRAPH) });
  return (
    <div>
      <header>
        <Link to="/">Floor</Link>
      </header>
      <main>
        <h1>The floor page</h1>
        <p>{data}</p>
      </main>
    </div>
  );
}

const queryClient = new QueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('no #root');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
