import { screenGuards, type ScreenPath } from '@dashboard/contracts';
import { describe, expect, it } from 'vitest';
import ar from '../../../../packages/contracts/locales/ar/common.json';
import en from '../../../../packages/contracts/locales/en/common.json';
import { featureScreens, plannedScreens, screenHandle, screens } from './screens';

const specScreens = Object.keys(screenGuards) as ScreenPath[];

/** Where each path is declared: `planned`, or the feature's screens file. */
function declarations(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const sources: [string, object][] = [['planned', plannedScreens], ...Object.entries(featureScreens)];
  for (const [source, declared] of sources) {
    for (const path of Object.keys(declared)) found.set(path, [...(found.get(path) ?? []), source]);
  }
  return found;
}

describe('the screens, gathered from the features', () => {
  it('finds every feature’s screens.ts', () => {
    expect(Object.keys(featureScreens)).toEqual(
      expect.arrayContaining(['../features/stages/screens.ts', '../features/teachers/screens.ts']),
    );
    expect(screens['/levels'].load).toBeTypeOf('function');
  });

  it('covers every screen of the spec exactly once, by a feature or as planned', () => {
    const found = declarations();
    const wrong = specScreens.filter((path) => found.get(path)?.length !== 1).map((p) => [p, found.get(p) ?? []]);
    expect(wrong).toEqual([]);
  });

  it('declares no screen the spec does not list', () => {
    expect([...declarations().keys()].filter((p) => !(p in screenGuards))).toEqual([]);
  });

  it('builds each screen a feature declares, and leaves only the planned ones without a page', () => {
    for (const [file, declared] of Object.entries(featureScreens)) {
      for (const screen of Object.values(declared)) expect(screen.load, file).toBeTypeOf('function');
    }
    for (const screen of Object.values(plannedScreens)) expect(screen.load).toBeUndefined();
  });

  it('names a parent that is a screen, and a title both catalogues have', () => {
    const titles = (catalogue: { screens: Record<string, string> }) => catalogue.screens;
    for (const path of specScreens) {
      const { key, parent } = screens[path];
      if (parent) expect(screens[parent], `${path}'s parent`).toBeDefined();
      expect(titles(en)[key], `en screens.${key}`).toBeTruthy();
      expect(titles(ar)[key], `ar screens.${key}`).toBeTruthy();
    }
  });
});

describe('a screen’s route handle', () => {
  it('carries the title key and the breadcrumb: home, the parents, the screen', () => {
    expect(screenHandle('/courses/:id/edit')).toEqual({
      screen: '/courses/:id/edit',
      title: 'editCourse',
      crumbs: [
        { title: 'home', path: '/' },
        { title: 'courses', path: '/courses' },
        { title: 'course', path: '/courses/:id' },
        { title: 'editCourse', path: '/courses/:id/edit' },
      ],
    });
    // A feature's screen under another feature's: the classes of a stage sit under the stages.
    expect(screenHandle('/levels/:id/classes').crumbs.map((c) => c.path)).toEqual([
      '/',
      '/levels',
      '/levels/:id/classes',
    ]);
  });

  it('gives home no breadcrumb', () => {
    expect(screenHandle('/')).toEqual({ screen: '/', title: 'home', crumbs: [] });
  });
});
