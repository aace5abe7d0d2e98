import { isLocale, type Locale, type LoginRequest } from '@dashboard/contracts';
import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import LoginPage from '../features/auth/routes/login';
import { i18n } from '../i18n';
import { AppLook } from '../components/looks';
import { requestSession, SignInContext } from '../lib/session';
import { AntdConfig } from './antd-config';
import { withChunkReload } from './chunk-reload';
import { Frame } from './layout/frame';
import { LocaleProvider, prepareLocale } from './locale';
import { sendsVisitorToSignIn } from './sign-in-paths';

const loadApp = withChunkReload(() => import('./app-root'));

/** Fetches the app and its home page while the user types, so signing in does not wait for them. */
function prefetchOnFirstInteraction() {
  const events = ['focusin', 'pointerdown', 'keydown'] as const;
  const prefetch = () => {
    for (const e of events) document.removeEventListener(e, prefetch, true);
    void loadApp().then((app) => app.prefetchHome());
  };
  for (const e of events) document.addEventListener(e, prefetch, true);
}

/**
 * A visitor's first page: the sign-in form in the app's frame, without the
 * router, the query client, the sidebar or any screen behind it. Signing in
 * hands the same root to the app, at home. Any other page a visitor can see
 * (reset password, a 404) is the app's.
 */
export async function start(locale: Locale) {
  const path = window.location.pathname;
  if (path !== '/login' && !sendsVisitorToSignIn(path)) return (await loadApp()).start(locale);
  if (path !== '/login') window.history.replaceState(null, '', '/login');

  const antdLocale = await prepareLocale(locale);
  const root: Root = createRoot(document.getElementById('root')!);
  const signIn = async (input: LoginRequest) => {
    const app = loadApp();
    const session = await requestSession(input);
    const { start: startApp } = await app;
    window.history.replaceState(null, '', '/');
    await startApp(isLocale(i18n.language) ? i18n.language : locale, root, session);
  };
  // Rendered in a transition, in slices that leave the browser free between them (see app-root.tsx).
  startTransition(() =>
    root.render(
      <StrictMode>
        <LocaleProvider initial={locale} initialAntd={antdLocale}>
          <AntdConfig>
            <AppLook>
              <SignInContext.Provider value={signIn}>
                <Frame>
                  <LoginPage />
                </Frame>
              </SignInContext.Provider>
            </AppLook>
          </AntdConfig>
        </LocaleProvider>
      </StrictMode>,
    ),
  );
  prefetchOnFirstInteraction();
}
