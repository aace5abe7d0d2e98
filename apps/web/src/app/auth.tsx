import { AUTH_STRATEGY_KEY, AUTH_TOKEN_KEY, type LoginRequest, type LoginResponse, type SessionUser } from '@dashboard/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { configureHttp, http } from '../lib/http';
import { queryClient } from '../lib/query-client';
import { deleteCookie, safeStorage, setCookie } from '../lib/storage';

type AuthState = { status: 'loading' } | { status: 'out' } | { status: 'in'; user: SessionUser };

interface AuthContextValue {
  state: AuthState;
  user: SessionUser | null;
  login(input: LoginRequest): Promise<SessionUser>;
  logout(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The token as kept under the spec's `auth.` prefix: `Bearer <token>`. */
function readToken(): string | null {
  const stored = safeStorage.get(AUTH_TOKEN_KEY);
  return stored?.replace(/^Bearer\s+/i, '') || null;
}

function keepToken(token: string) {
  safeStorage.set(AUTH_TOKEN_KEY, `Bearer ${token}`);
  safeStorage.set(AUTH_STRATEGY_KEY, 'local');
  // The cookie lets the browser itself fetch protected reads (photos, the events stream).
  setCookie(AUTH_TOKEN_KEY, `Bearer ${token}`, null);
  setCookie(AUTH_STRATEGY_KEY, 'local', null);
}

function dropToken() {
  safeStorage.remove(AUTH_TOKEN_KEY);
  safeStorage.remove(AUTH_STRATEGY_KEY);
  deleteCookie(AUTH_TOKEN_KEY);
  deleteCookie(AUTH_STRATEGY_KEY);
}

/**
 * The session: restored from local storage at start-up by asking the server
 * for the profile, kept in step with other tabs, cleared on logout or when the
 * server refuses the token.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => (readToken() ? { status: 'loading' } : { status: 'out' }));

  const signOutLocally = useCallback(() => {
    dropToken();
    queryClient.clear();
    setState({ status: 'out' });
  }, []);

  const restore = useCallback(async () => {
    if (!readToken()) return setState({ status: 'out' });
    try {
      const user = await http<SessionUser>('/profile');
      setState({ status: 'in', user });
    } catch (err) {
      if (!readToken()) return;
      // A refused token was dropped by the HTTP client; anything else (server down) keeps the session.
      if ((err as { status?: number }).status === 401) signOutLocally();
      else setState({ status: 'out' });
    }
  }, [signOutLocally]);

  useEffect(() => {
    configureHttp({ token: readToken, onUnauthorized: signOutLocally });
    void restore();
    // Another tab signed in or out: follow it.
    const onStorage = (e: StorageEvent) => {
      if (e.key === AUTH_TOKEN_KEY || e.key === null) void restore();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [restore, signOutLocally]);

  const login = useCallback(async (input: LoginRequest) => {
    const res = await http<LoginResponse>('/login-phone', { method: 'POST', body: input });
    keepToken(res.token);
    setState({ status: 'in', user: res.user });
    return res.user;
  }, []);

  const logout = useCallback(() => {
    const token = readToken();
    if (token) {
      // Revoke on the server; the local session ends whatever it answers.
      void http('/logout', { method: 'POST', quiet: true }).catch(() => {});
    }
    signOutLocally();
  }, [signOutLocally]);

  const value = useMemo<AuthContextValue>(
    () => ({ state, user: state.status === 'in' ? state.user : null, login, logout }),
    [state, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
