import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LocaleProvider, prepareLocale } from '../app/locale';
import { Providers } from '../app/providers';
import type { Locale } from '@dashboard/contracts';

/** Renders a page inside the app's providers, in a language, at a path (matched by `route`, for a page that reads its parameters). */
export async function renderPage(
  element: ReactNode,
  { locale = 'en', path = '/', route = '*' }: { locale?: Locale; path?: string; route?: string } = {},
) {
  const antd = await prepareLocale(locale);
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  return render(
    <LocaleProvider initial={locale} initialAntd={antd}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </LocaleProvider>,
  );
}
