import {
  AUTH_STRATEGY_KEY,
  AUTH_TOKEN_KEY,
  type LoginRequest,
  type LoginResponse,
  type SessionUser,
} from '@dashboard/contracts';
import { createContext, useContext } from 'react';
import { http } from './http';
import { deleteCookie, safeStorage, setCookie } from './storage';

/** The token as kept under the spec's `auth.` prefix: `Bearer <token>`. */
export function readToken(): string | null {
  const stored = safeStorage.get(AUTH_TOKEN_KEY);
  return stored?.replace(/^Bearer\s+/i, '') || null;
}

export function keepToken(token: string) {
  safeStorage.set(AUTH_TOKEN_KEY, `Bearer ${token}`);
  safeStorage.set(AUTH_STRATEGY_KEY, 'local');
  // The cookie lets the browser itself fetch protected reads (photos, downloads).
  setCookie(AUTH_TOKEN_KEY, `Bearer ${token}`, null);
  setCookie(AUTH_STRATEGY_KEY, 'local', null);
}

export function dropToken() {
  safeStorage.remove(AUTH_TOKEN_KEY);
  safeStorage.remove(AUTH_STRATEGY_KEY);
  deleteCookie(AUTH_TOKEN_KEY);
  deleteCookie(AUTH_STRATEGY_KEY);
}

/** Asks the server for a session and keeps its token; answers the session. */
export async function requestSession(input: LoginRequest): Promise<LoginResponse> {
  const res = await http<LoginResponse>('/login-phone', { method: 'POST', body: input });
  keepToken(res.token);
  return res;
}

/**
 * What the sign-in page calls with the form's values. Inside the app it is
 * the auth state's `login` (the guard then sends the user home); on the
 * sign-in page alone (`app/sign-in-root.tsx`) it also loads the app.
 */
export const SignInContext = createContext<(input: LoginRequest) => Promise<void>>(async () => {
  throw new Error('SignInContext: no provider');
});

export type AuthState = { status: 'loading' } | { status: 'out' } | { status: 'in'; user: SessionUser };

/** The session as the app's `AuthProvider` (`app/auth.tsx`) keeps it. */
export interface AuthContextValue {
  state: AuthState;
  user: SessionUser | null;
  login(input: LoginRequest): Promise<SessionUser>;
  logout(): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The session and who is signed in; inside the app's `AuthProvider`. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
