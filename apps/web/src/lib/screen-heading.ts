import type { ScreenPath } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';
import { generatePath, useMatches, useParams } from 'react-router';

/**
 * What the router puts in a screen's route `handle` (`app/router.tsx`), so a
 * page reads its heading from the route it was matched by, importing nothing
 * of the app: title keys are under `common:screens.`.
 */
export interface ScreenHandle {
  screen: ScreenPath;
  /** The title's key. */
  title: string;
  /** Home, the screen's parents, then the screen itself, each a title key and a path pattern; none for home. */
  crumbs: { title: string; path: ScreenPath }[];
}

const isScreenHandle = (handle: unknown): handle is ScreenHandle =>
  typeof handle === 'object' && handle !== null && 'screen' in handle && 'crumbs' in handle;

/** A parent's link, with the current route's parameters; none when it needs one the route lacks. */
function link(path: ScreenPath, params: Record<string, string | undefined>): string | undefined {
  try {
    return generatePath(path, params);
  } catch {
    return undefined;
  }
}

/**
 * The matched screen's title and breadcrumb, in the user's language: every
 * crumb but the last links to its screen (`{ title, to }`, as `PageHeader`
 * takes them).
 */
export function useScreenHeading(): { title: string; crumbs: { title: string; to?: string }[] } {
  const { t } = useTranslation();
  const params = useParams();
  const matches = useMatches();
  let handle: ScreenHandle | undefined;
  for (let i = matches.length - 1; i >= 0 && !handle; i--) {
    const h = matches[i]!.handle;
    if (isScreenHandle(h)) handle = h;
  }
  if (!handle) return { title: t('screens.home'), crumbs: [] };
  const last = handle.crumbs.length - 1;
  return {
    title: t(`screens.${handle.title}`),
    crumbs: handle.crumbs.map((c, i) => ({
      title: t(`screens.${c.title}`),
      to: i < last ? link(c.path, params) : undefined,
    })),
  };
}
