import type { Locale, LoginResponse } from '@dashboard/contracts';
import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadAntdStyles, prefetchAntdStyles } from './antd-styles';
import { primeSession } from './auth';
import { followLanguageInDayjs } from './dayjs-locale';
import { LocaleProvider, prepareLocale } from './locale';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { screens } from './screens';

/**
 * Starts the app: every route, the layout, the query client and the session.
 * `root` and `session` come from the sign-in page alone when the user has just
 * signed in there: the app takes over its root and starts with that user.
 */
export async function start(locale: Locale, root?: Root, session?: LoginResponse) {
  // Ant Design's rules must apply before its components first render (they generate none here).
  const [antdLocale] = await Promise.all([prepareLocale(locale), loadAntdStyles()]);
  if (session) primeSession(session);
  const router = createAppRouter();
  const app = root ?? createRoot(document.getElementById('root')!);
  // A transition: React renders the app in slices of a few milliseconds, yielding to the browser
  // between them, instead of one long task that blocks input (what Lighthouse counts as TBT).
  startTransition(() =>
    app.render(
      <StrictMode>
        <LocaleProvider initial={locale} initialAntd={antdLocale}>
          <Providers>
            <RouterProvider router={router} />
          </Providers>
        </LocaleProvider>
      </StrictMode>,
    ),
  );
  // After the first render, out of its way.
  setTimeout(followLanguageInDayjs, 0);
}

/** Fetches the app and its home page ahead of need (the sign-in page does, while the user types). */
export function prefetchHome() {
  void screens['/'].load?.();
  prefetchAntdStyles();
}
