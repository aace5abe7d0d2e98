import type { ScreenPath } from '@dashboard/contracts';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, useRouteError, type RouteObject } from 'react-router';
import { namespacesOf } from 'virtual:screen-namespaces';
import { loadNamespaces } from '../i18n';
import { isChunkLoadError, reloadForFailedChunk, withChunkReload } from './chunk-reload';
import { Guard } from './guard';
import AppShell from './layout/app-shell';
import { screenHandle, screens } from './screens';

const RouteErrorPage = lazy(withChunkReload(() => import('./route-error')));

/**
 * A route's error: a chunk that failed to load (a new release) reloads the
 * page; anything else shows the error page, fetched then (its illustrations
 * are no part of a page that works).
 */
function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadForFailedChunk()) return null;
  return (
    <Suspense>
      <RouteErrorPage />
    </Suspense>
  );
}

const plannedScreen = () => import('./planned-screen');

/**
 * A screen's route: the guard first, then the page, loaded lazily with the
 * namespaces it reads (found by the build, `build/screen-namespaces.ts`). Its
 * handle carries the title and breadcrumb, which the page reads with
 * `useScreenHeading` (`lib/screen-heading.ts`) without importing the app.
 */
function screenRoute(path: ScreenPath): RouteObject {
  const page = screens[path].load ?? plannedScreen;
  // Home reads only the first chunk's words (the names the build finds in it are its figures'
  // keys); a planned screen, only its title.
  const namespaces = path === '/' ? [] : (namespacesOf[path] ?? []);
  const load = withChunkReload(
    namespaces.length === 0
      ? page
      : async () => {
          const [module] = await Promise.all([page(), loadNamespaces(namespaces)]);
          return module;
        },
  );
  return {
    path,
    handle: screenHandle(path),
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

/** The app's router, made when the app starts (not on import: it would start matching the URL at once). */
export const createAppRouter = () => createBrowserRouter(routes);
