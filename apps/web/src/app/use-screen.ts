import type { ScreenPath } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';
import { generatePath, useMatches, useParams } from 'react-router';
import type { Crumb } from '../components/page-header';
import { screens } from './screens';

/** The screen the router matched, from the route's handle. */
export function useCurrentScreen(): ScreenPath | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as { screen?: ScreenPath } | undefined;
    if (handle?.screen) return handle.screen;
  }
  return null;
}

/** The current screen's title and breadcrumb, in the user's language. */
export function useScreenHeading(): { title: string; crumbs: Crumb[] } {
  const { t } = useTranslation();
  const params = useParams();
  const screen = useCurrentScreen();
  if (!screen || screen === '/') return { title: t(`screens.${screen ? screens[screen].key : 'home'}`), crumbs: [] };
  const chain: ScreenPath[] = [];
  for (let s: ScreenPath | undefined = screen; s; s = screens[s].parent) chain.unshift(s);
  const link = (s: ScreenPath) => {
    try {
      return generatePath(s, params as Record<string, string>);
    } catch {
      return undefined;
    }
  };
  const crumbs: Crumb[] = [{ title: t('screens.home'), to: '/' }];
  chain.forEach((s, i) =>
    crumbs.push({ title: t(`screens.${screens[s].key}`), to: i < chain.length - 1 ? link(s) : undefined }),
  );
  return { title: t(`screens.${screens[screen].key}`), crumbs };
}
