import { AUTH_TOKEN_KEY, type LoginRequest, type LoginResponse, type SessionUser } from '@dashboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, configureHttp, http } from '../lib/http';
import { queryClient } from '../lib/query-client';
import {
  AuthContext,
  dropToken,
  keepToken,
  readToken,
  requestSession,
  SignInContext,
  type AuthContextValue,
  type AuthState,
} from '../lib/session';

const profileKey = (token: string | null) => ['profile', token] as const;

/** A session made before the app started (on the sign-in page alone): the app starts with its user, asking nothing. */
export function primeSession(session: LoginResponse) {
  queryClient.setQueryData(profileKey(session.token), session.user);
}

/**
 * The session: the token kept in local storage, and the user the server
 * answers for it (`GET /profile`), asked again at start-up. It follows other
 * tabs, and ends on logout or when the server refuses the token.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(readToken);

  const signOutLocally = useCallback(() => {
    dropToken();
    queryClient.clear();
    setToken(null);
  }, []);

  useEffect(() => {
    configureHttp({ token: readToken, onUnauthorized: signOutLocally });
    // The cookie is a session cookie and local storage outlives it: put it back after a browser restart.
    const kept = readToken();
    if (kept) keepToken(kept);
    // Another tab signed in or out: follow it.
    const onStorage = (e: StorageEvent) => {
      if (e.key === AUTH_TOKEN_KEY || e.key === null) setToken(readToken());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [signOutLocally]);

  const profile = useQuery({
    queryKey: profileKey(token),
    queryFn: ({ signal }) => http<SessionUser>('/profile', { signal }),
    enabled: token !== null,
    staleTime: Infinity,
    // The spec: auth does not reset on error. Only a refused token ends the session; anything
    // else (the server restarting, the network gone) is tried again until it answers.
    retry: (_count, error) => !(error instanceof ApiError && error.status === 401),
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
  });

  const state: AuthState = useMemo(() => {
    if (!token) return { status: 'out' };
    if (profile.data) return { status: 'in', user: profile.data };
    return { status: 'loading' };
  }, [token, profile.data]);

  const login = useCallback(async (input: LoginRequest) => {
    const res = await requestSession(input);
    primeSession(res);
    setToken(res.token);
    return res.user;
  }, []);
  const signIn = useCallback(async (input: LoginRequest) => void (await login(input)), [login]);

  const logout = useCallback(() => {
    if (readToken()) {
      // Revoke on the server; the local session ends whatever it answers.
      void http('/logout', { method: 'POST', quiet: true }).catch(() => {});
    }
    signOutLocally();
  }, [signOutLocally]);

  const value = useMemo<AuthContextValue>(
    () => ({ state, user: state.status === 'in' ? state.user : null, login, logout }),
    [state, login, logout],
  );
  return (
    <AuthContext.Provider value={value}>
      <SignInContext.Provider value={signIn}>{children}</SignInContext.Provider>
    </AuthContext.Provider>
  );
}
