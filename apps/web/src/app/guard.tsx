import { roleAllowed, screenGuards, type ScreenPath } from '@dashboard/contracts';
import { Flex, Spin } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useParams } from 'react-router';
import { useAuth } from '../lib/session';
import { screens } from './screens';

/** What a screen the user may not see leaves in the history entry of home, which it is sent to. */
const DENIED = { denied: true } as const;

/**
 * The spec's route guards, from the permission matrix: a visitor goes to
 * /login, a signed-in user on a guest page or a screen his role may not see
 * goes home. The server checks the same matrix on every call.
 */
export function Guard({ screen }: { screen: ScreenPath }) {
  // The screen a session's answer unlocks is drawn as a transition, in slices, beside the shell
  // already on screen: React Query's answers are synchronous renders, and that one draws a whole
  // screen (filters, table, effects that start its queries) in one task.
  const state = useDeferredValue(useAuth().state);
  const user = state.status === 'in' ? state.user : null;
  const params = useParams();
  const { t } = useTranslation();
  const guard = screenGuards[screen];

  if (state.status === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label={t('common.loading')} />
      </Flex>
    );
  }
  if (guard === 'guest') return user ? <Navigate to="/" replace /> : <Outlet />;
  if (!user) return <Navigate to="/login" replace />;
  // Home says why it was shown instead (`denied`).
  if (!roleAllowed(guard, user.role)) return <Navigate to="/" replace state={DENIED} />;
  const owner = screens[screen].ownerParam;
  if (owner && user.role === 'teacher' && params[owner] !== String(user.id)) {
    return <Navigate to="/" replace state={DENIED} />;
  }
  return <Outlet />;
}
