import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { isStepChange } from '../engine/routing/step-change';
import { AppFrame, type RouteHandle } from '../layout/app-frame';
import { mountedRoutes } from './app-routes';
import { RouteError } from './route-error';
import { routeLoader } from './route-loader';
import { ScreenHost } from './screen-host';

/**
 * The router built from config/routes.yaml: every route guarded by its loader, rendered inside the frame. Until the
 * first guards decide, `bootFallback` shows (index.html's splash), so the frame never renders before the person is known.
 */
export function createAppRouter(queryClient: QueryClient, bootFallback: ReactNode) {
  const children: RouteObject[] = mountedRoutes().map((flat) => ({
    id: flat.id,
    path: flat.fullPath,
    loader: routeLoader(flat, queryClient),
    // A step of the same screen (a survey question) is a history entry of its own, but the guards have decided
    // on this page already: not running them again keeps Next quick on a slow phone.
    shouldRevalidate: ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => (formMethod === undefined && isStepChange(currentUrl, nextUrl) ? false : defaultShouldRevalidate),
    handle: { flat } satisfies RouteHandle,
    element: <ScreenHost flat={flat} />,
  }));
  return createBrowserRouter([
    { id: 'app-frame', element: <AppFrame />, hydrateFallbackElement: bootFallback, errorElement: <RouteError />, children: [{ errorElement: <RouteError />, children }] },
  ]);
}
