import { DEFAULT_LOCALE, formatNumber, isLocale, LOCALE_STORAGE_KEY, type Locale } from '@dashboard/contracts';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { safeStorage } from '../lib/storage';

type Catalogue = Record<string, unknown>;

/** The catalogues live in contracts, one file a namespace, shared with the server's exports. */
const english = import.meta.glob<Catalogue>('../../../../packages/contracts/locales/en/*.json', {
  eager: true,
  import: 'default',
});
const arabic = import.meta.glob<Catalogue>('../../../../packages/contracts/locales/ar/*.json', { import: 'default' });
const namespaceOf = (file: string) => file.replace(/^.*\/([\w-]+)\.json$/, '$1');

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: 'common',
  ns: Object.keys(english).map(namespaceOf),
  resources: { en: Object.fromEntries(Object.entries(english).map(([file, c]) => [namespaceOf(file), c])) },
  // The spec's messages write placeholders as {min}; the catalogues do the same.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
  react: { useSuspense: false },
});

// `{count, number}` in a message: the user's digits (Arabic-Indic in Arabic), as Intl writes them for ar-EG.
i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
  formatNumber(Number(value), isLocale(lng) ? lng : DEFAULT_LOCALE),
);

const antdLocales: Partial<Record<Locale, AntdLocale>> = { en: enUS };

/**
 * Fetches what a language needs beyond English: its catalogue, Ant Design's
 * and dayjs's locales. Arabic is its own chunk, loaded only when Arabic is used.
 */
export async function loadLanguage(locale: Locale): Promise<AntdLocale> {
  if (locale === 'ar' && !antdLocales.ar) {
    const [catalogues, antd] = await Promise.all([
      Promise.all(Object.entries(arabic).map(async ([file, load]) => [namespaceOf(file), await load()] as const)),
      import('antd/locale/ar_EG'),
      import('dayjs/locale/ar'),
    ]);
    for (const [ns, catalogue] of catalogues) i18n.addResourceBundle('ar', ns, catalogue, true, true);
    antdLocales.ar = antd.default;
  }
  return antdLocales[locale]!;
}

/** The language saved in local storage, or English when none or an unknown one is saved. */
export function savedLocale(): Locale {
  const saved = safeStorage.get(LOCALE_STORAGE_KEY);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

export function applyDayjsLocale(locale: Locale) {
  dayjs.locale(locale);
}

export { i18n };
