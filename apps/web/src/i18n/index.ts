import { DEFAULT_LOCALE, formatNumber, isLocale, type Locale } from '@dashboard/contracts';
import type { Locale as AntdLocale } from 'antd/es/locale';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageChunks } from './languages';
export { savedLocale } from './saved-locale';

/**
 * A language's chunk (`languages/<code>.ts`): its catalogues, one file a
 * namespace (they live in contracts, shared with the server's exports), and
 * Ant Design's texts.
 */
export interface Language {
  /** What the first page reads. */
  catalogues: Record<string, Record<string, unknown>>;
  /** Every other namespace, fetched with the first screen that is not home (`loadCatalogue`). */
  rest: () => Promise<{ default: Record<string, Record<string, unknown>> }>;
  antd: AntdLocale;
}

const namespaceOf = (file: string) => file.replace(/^.*\/([\w-]+)\.json$/, '$1');

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: 'common',
  ns: ['common'],
  resources: {},
  partialBundledLanguages: true,
  initAsync: false,
  // i18next's own separators, said out loud: keys are always paths (`common:actions.delete`), and
  // given separators it skips asking of every key whether it is a sentence (a regular expression
  // per call, and a list page calls `t` a dozen times a row).
  nsSeparator: ':',
  keySeparator: '.',
  // The spec's messages write placeholders as {min}; the catalogues do the same.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
  react: { useSuspense: false },
});

// `{count, number}` in a message: the user's digits (Arabic-Indic in Arabic), as Intl writes them for ar-EG.
i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
  formatNumber(Number(value), isLocale(lng) ? lng : DEFAULT_LOCALE),
);

const loaded: Partial<Record<Locale, Promise<AntdLocale>>> = {};
const loadedRest: Partial<Record<Locale, Promise<void>>> = {};

function addCatalogues(locale: Locale, catalogues: Record<string, Record<string, unknown>>) {
  for (const [file, catalogue] of Object.entries(catalogues)) {
    i18n.addResourceBundle(locale, namespaceOf(file), catalogue, true, true);
  }
}

/**
 * Fetches a language once (its catalogues and Ant Design's locale) and adds
 * it to i18next; answers Ant Design's locale. Started by `main.tsx` beside the
 * page's own code, so the language never waits for it.
 */
export function loadLanguage(locale: Locale): Promise<AntdLocale> {
  loaded[locale] ??= languageChunks[locale]().then(({ default: language }) => {
    addCatalogues(locale, language.catalogues);
    return language.antd;
  });
  // A failed fetch (a new release replaced the chunk, the network dropped) is tried again next time.
  loaded[locale].catch(() => delete loaded[locale]);
  // A language chosen once the rest was wanted (on a list, say) brings its rest too.
  return Object.keys(loadedRest).length
    ? loaded[locale].then((antd) => loadCatalogue(locale).then(() => antd))
    : loaded[locale];
}

/**
 * The rest of a language's catalogue (every namespace but the first page's),
 * once: a screen other than home waits for it beside its own code, so the
 * sign-in page and home never download the words of forty screens.
 */
export function loadCatalogue(locale: Locale): Promise<void> {
  loadedRest[locale] ??= languageChunks[locale]()
    .then(({ default: language }) => language.rest())
    .then(({ default: catalogues }) => addCatalogues(locale, catalogues));
  loadedRest[locale].catch(() => delete loadedRest[locale]);
  return loadedRest[locale];
}

export { i18n };
