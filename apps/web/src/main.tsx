// The first script: small on purpose. It reads what the browser kept (the
// language, whether someone is signed in), puts the language on <html>,
// starts fetching that language's catalogue, and loads one of two starts:
// the sign-in page alone for a visitor (no router, query client, layout or
// icons), or the app. Each brings its own Ant Design and React code, fetched
// in parallel with the catalogue; nothing here waits for the other.
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-700.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import cairoArabic400 from '@fontsource/cairo/files/cairo-arabic-400-normal.woff2?url';
import './styles.css';
import { locales } from '@dashboard/contracts';
import { reloadForFailedChunk } from './app/chunk-reload';
import { languageChunks } from './i18n/languages';
import { savedLocale } from './i18n/saved-locale';
import { readToken } from './lib/session';

// Vite reports a failed preload of a page's chunks here.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForFailedChunk()) event.preventDefault();
});

const locale = savedLocale();
const { dir } = locales.find((l) => l.code === locale)!;
document.documentElement.lang = locale;
document.documentElement.dir = dir;
for (const l of locales) document.documentElement.classList.toggle(`lang-${l.code}`, l.code === locale);

// index.html preloads the Latin face every page shows; an Arabic page's text is mostly Cairo.
if (locale === 'ar') {
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'font', href: cairoArabic400 });
  link.type = 'font/woff2';
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

void languageChunks[locale]();
const start = readToken() ? import('./app/app-root') : import('./app/sign-in-root');
void start.then((m) => m.start(locale));
