import type { ScreenPath } from '@dashboard/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { withChunkReload } from './chunk-reload';
import { Guard } from './guard';
import AppShell from './layout/app-shell';
import RouteError from './route-error';
import { screens } from './screens';

const plannedScreen = () => import('./planned-screen');

/** A screen's route: the guard first, then the page, loaded lazily. */
function screenRoute(path: ScreenPath): RouteObject {
  const load = withChunkReload(screens[path].load ?? plannedScreen);
  return {
    path,
    handle: { screen: path },
    element: <Guard screen={path} />,
    children: [{ index: true, lazy: async () => ({ Component: (await load()).default }) }],
  };
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    // The first lazy page is fetched before anything renders; the loading bar covers it.
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...(Object.keys(screens) as ScreenPath[]).map(screenRoute),
          { path: '*', lazy: withChunkReload(async () => ({ Component: (await import('./not-found')).default })) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
