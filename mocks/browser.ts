import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { createMockApiControl, type MockApiControl } from './test-overrides';

declare global {
  interface Window {
    mockApi?: MockApiControl;
  }
}

export const worker = setupWorker(...handlers);

/** Starts the fake backend before the app's first request. Requests the mock does not know go to the network. */
export async function startMockApi(): Promise<void> {
  window.mockApi = createMockApiControl(worker);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
