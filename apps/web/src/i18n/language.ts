import { DEFAULT_LOCALE, isLocale, type Locale } from '@dashboard/contracts';
import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import { i18n } from './index';

/** The language shown, which `LocaleProvider` (app/locale.tsx) changes once its catalogues are in. */
export const LanguageContext = createContext<Locale | null>(null);

/**
 * The user's language, for what a list draws on every row (a number, a date, a name in the
 * user's language): read from `LanguageContext`, which changes when the language does.
 * react-i18next's `useTranslation` would cost each such component, as it mounts, a copy of
 * i18next's properties, its own `t` and a subscription to the language: about a hundred of them
 * on a page of teachers. Outside a `LocaleProvider` (a component's own test), i18next's language.
 */
export function useLanguage(): Locale {
  const value = useContext(LanguageContext);
  if (value) return value;
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

const fixedTs = new Map<string, TFunction>();

/**
 * `t` for a namespace in the user's language (`useLanguage`), one shared by every component that
 * asks for the same, for what a list draws on every row (a row's buttons and their labels). A
 * screen's namespaces are in place before it is drawn (the router fetches them with the page), and
 * in a new language before it is shown (`prepareLocale`); this `t` does not draw again when one
 * arrives later, as `useTranslation`'s does.
 */
export function useFixedT(ns = 'common'): TFunction {
  const language = useLanguage();
  const key = `${language}|${ns}`;
  let t = fixedTs.get(key);
  if (!t) fixedTs.set(key, (t = i18n.getFixedT(language, ns)));
  return t;
}
