import type { ScreenPath } from '@dashboard/contracts';
import type { ScreenHandle } from '../lib/screen-heading';
import type { FeatureScreens, Screen } from '../lib/screens';

/**
 * The spec's screens no feature builds yet: a title and a breadcrumb only
 * (`planned-screen.tsx`). A feature that builds one declares it in its own
 * `screens.ts` and its line here goes (`screens.test.ts` holds every screen
 * to one declaration).
 */
export const plannedScreens: Partial<Record<ScreenPath, Screen>> = {
  '/test': { key: 'test' },
  '/comments': { key: 'comments' },
  '/comments/:id': { key: 'comment', parent: '/comments' },
  '/discussion-group': { key: 'discussionGroups' },
  '/discussion-group/:id': { key: 'discussionGroup', parent: '/discussion-group' },
  '/discussion-group/:id?/add': { key: 'addDiscussionGroup', parent: '/discussion-group' },
  '/lives': { key: 'lives' },
  '/notifications': { key: 'notifications' },
  '/notifications-admin': { key: 'sendNotifications' },
};

/**
 * Each feature's own `screens.ts`, by file: only these small declarations
 * come with the app (`eager`); the pages they name load when first opened.
 */
export const featureScreens = import.meta.glob<FeatureScreens>('../features/*/screens.ts', {
  eager: true,
  import: 'screens',
});

/** Every screen of the spec: the features' own, and the planned ones no feature builds yet. */
export const screens = Object.assign({}, plannedScreens, ...Object.values(featureScreens)) as Record<
  ScreenPath,
  Screen
>;

/** What the router puts in a screen's route handle: its title key and its breadcrumb (home, parents, itself). */
export function screenHandle(path: ScreenPath): ScreenHandle {
  const chain: ScreenPath[] = [];
  for (let s: ScreenPath | undefined = path; s; s = screens[s]?.parent) chain.unshift(s);
  const crumbs = path === '/' ? [] : ['/' as const, ...chain].map((s) => ({ title: screens[s].key, path: s }));
  return { screen: path, title: screens[path].key, crumbs };
}
