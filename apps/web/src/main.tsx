import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-700.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { LocaleProvider, prepareLocale } from './app/locale';
import { Providers } from './app/providers';
import { router } from './app/router';
import { reloadForFailedChunk } from './app/chunk-reload';
import { savedLocale } from './i18n';

// Vite reports a failed preload of a page's chunks here.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForFailedChunk()) event.preventDefault();
});

const initial = savedLocale();
const antdLocale = await prepareLocale(initial);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LocaleProvider initial={initial} initialAntd={antdLocale}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </LocaleProvider>
  </StrictMode>,
);
