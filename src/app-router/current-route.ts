import { createContext, useContext } from 'react';
import type { FlatRoute } from '../engine/routing/flat-routes';

/** The route whose guards passed for the page on screen (the frame reads its layout, access and funnel step). */
export const CurrentRouteContext = createContext<FlatRoute | undefined>(undefined);

export function useCurrentRoute(): FlatRoute | undefined {
  return useContext(CurrentRouteContext);
}
