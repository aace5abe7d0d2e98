import { screenGuards, type ScreenPath } from '@dashboard/contracts';

/** A screen's path as a pattern (`/teachers/:id/rates`, `/exams/:id?/results`), matched as the router does. */
function pattern(path: string): RegExp {
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':')
        ? segment.endsWith('?')
          ? '(?:/[^/]+)?'
          : '/[^/]+'
        : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  return new RegExp(`^${source}/*$`, 'i');
}

const signInFirst = (Object.keys(screenGuards) as ScreenPath[])
  .filter((screen) => screenGuards[screen] !== 'guest')
  .map(pattern);

/**
 * Whether the app would send a visitor at `path` to /login: any screen of
 * the spec but the guest ones (the router's `Guard`); an unknown path is the
 * app's 404 instead. Written here rather than with the router's matcher so
 * the sign-in page alone loads no router.
 */
export function sendsVisitorToSignIn(path: string): boolean {
  return signInFirst.some((p) => p.test(path));
}
