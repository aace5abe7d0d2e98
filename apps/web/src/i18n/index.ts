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
  catalogues: Record<string, Record<string, unknown>>;
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

/**
 * Fetches a language once (its catalogues and Ant Design's locale) and adds
 * it to i18next; answers Ant Design's locale. Started by `main.tsx` beside the
 * page's own code, so the language never waits for it.
 */
export function loadLanguage(locale: Locale): Promise<AntdLocale> {
  loaded[locale] ??= languageChunks[locale]().then(({ default: language }) => {
    for (const [file, catalogue] of Object.entries(language.catalogues)) {
      i18n.addResourceBundle(locale, namespaceOf(file), catalogue, true, true);
    }
    return language.antd;
  });
  // A failed fetch (a new release replaced the chunk, the network dropped) is tried again next time.
  loaded[locale].catch(() => delete loaded[locale]);
  return loaded[locale];
}

export { i18n };
