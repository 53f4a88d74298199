import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { appQueryClient } from './query-runtime';

/** Gives a screen the app's QueryClient; loaded with the first screen that needs it. */
export default function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
