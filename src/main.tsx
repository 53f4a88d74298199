import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appConfig } from './generated/app-config.gen';

function Placeholder() {
  return (
    <main>
      <h1>{appConfig.productName}</h1>
      <p>The app shell is being built.</p>
    </main>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Placeholder />
    </StrictMode>,
  );
}
