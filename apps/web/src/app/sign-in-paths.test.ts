import { screenGuards, type ScreenPath } from '@dashboard/contracts';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sendsVisitorToSignIn } from './sign-in-paths';

const paths = [
  '/',
  '/login',
  '/reset-password',
  '/teachers',
  '/teachers/',
  '/TEACHERS',
  '/teachers/12/rates',
  '/teachers/12/rates/x',
  '/exams/5/results',
  '/exams/results',
  '/classes/3/systems',
  '/classes/systems',
  '/levels/4/classes',
  '/nowhere',
  '/teachers/add/more',
];

describe('the paths that send a visitor to sign in', () => {
  it("are the router's: every screen but the guest ones", () => {
    const router = (path: string) =>
      (Object.keys(screenGuards) as ScreenPath[]).some(
        (screen) => screenGuards[screen] !== 'guest' && matchPath(screen, path) !== null,
      );
    for (const path of paths) expect([path, sendsVisitorToSignIn(path)]).toEqual([path, router(path)]);
  });
});
