import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './studio-app';
import { STUDIO_MARKER } from './studio-marker';
import '../ui/tokens.css';
import '../ui/base.css';
import '../ui/app.css';
import './studio.css';

const container = document.getElementById('studio');
if (!container) throw new Error('the studio page has no #studio element');
container.dataset.build = STUDIO_MARKER;
createRoot(container).render(
  <StrictMode>
    <StudioApp />
  </StrictMode>,
);
