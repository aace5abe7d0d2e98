import { LOCALE_COOKIE_DAYS, LOCALE_STORAGE_KEY, locales, type Locale } from '@dashboard/contracts';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { i18n, loadLanguage } from '../i18n';
import { LanguageContext } from '../i18n/language';
import { setCookie, safeStorage } from '../lib/storage';

interface LocaleContextValue {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  antdLocale: AntdLocale;
  setLocale(locale: Locale): Promise<void>;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

/** Puts a language on the page: `<html lang dir class>` and the title. */
function applyToDocument(locale: Locale) {
  const meta = locales.find((l) => l.code === locale)!;
  const html = document.documentElement;
  html.lang = locale;
  html.dir = meta.dir;
  for (const l of locales) html.classList.toggle(`lang-${l.code}`, l.code === locale);
  document.title = i18n.getFixedT(locale)('app.title');
}

/**
 * Prepares a language before it is shown: the first before the first paint, so an Arabic user
 * never sees English flash; a later one with its words complete, as `changeLanguage` fetches in it
 * every namespace loaded so far (i18next's `ns`, to which each loaded namespace is added).
 */
export async function prepareLocale(locale: Locale): Promise<AntdLocale> {
  const antd = await loadLanguage(locale);
  await i18n.changeLanguage(locale);
  applyToDocument(locale);
  return antd;
}

export function LocaleProvider(props: { initial: Locale; initialAntd: AntdLocale; children: ReactNode }) {
  const [state, setState] = useState({ locale: props.initial, antd: props.initialAntd });

  const setLocale = useCallback(async (locale: Locale) => {
    const antd = await prepareLocale(locale);
    safeStorage.set(LOCALE_STORAGE_KEY, locale);
    setCookie(LOCALE_STORAGE_KEY, locale, LOCALE_COOKIE_DAYS);
    setState({ locale, antd });
  }, []);

  const value = useMemo<LocaleContextValue>(
    () => ({
      locale: state.locale,
      dir: locales.find((l) => l.code === state.locale)!.dir,
      antdLocale: state.antd,
      setLocale,
    }),
    [state, setLocale],
  );
  return (
    <LocaleContext.Provider value={value}>
      <LanguageContext.Provider value={state.locale}>{props.children}</LanguageContext.Provider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale outside LocaleProvider');
  return value;
}
