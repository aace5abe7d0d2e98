import { DEFAULT_LOCALE, formatNumber, isLocale, type Locale } from '@dashboard/contracts';
import type { Locale as AntdLocale } from 'antd/es/locale';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languageChunks } from './languages';
export { savedLocale } from './saved-locale';

type Catalogue = Record<string, unknown>;

/**
 * A language's first chunk (`languages/<code>.ts`): what the sign-in page and
 * home read, Ant Design's texts, and where every other namespace is. The
 * catalogues are the files of contracts (shared with the server's exports),
 * one a namespace, keyed by their paths.
 */
export interface Language {
  /** In the chunk itself: `common` and `dashboard`. */
  catalogues: Record<string, Catalogue>;
  /** Every other namespace, a chunk of its own, fetched when first read. */
  namespaces: Record<string, () => Promise<Catalogue>>;
  antd: AntdLocale;
}

const namespaceOf = (file: string) => file.replace(/^.*\/([\w-]+)\.json$/, '$1');

/** A language's chunk, with its namespaces by name. */
interface Catalogues {
  first: Record<string, Catalogue>;
  later: Record<string, () => Promise<Catalogue>>;
  antd: AntdLocale;
}

const byNamespace = <T>(files: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(files).map(([file, value]) => [namespaceOf(file), value]));

const chunks: Partial<Record<Locale, Promise<Catalogues>>> = {};

/** Every namespace a language chunk fetched so far names: the ones a missing key may load. */
const known = new Set<string>();

/** A language's first chunk, once; a failed fetch is tried again next time. */
function chunkOf(locale: Locale): Promise<Catalogues> {
  chunks[locale] ??= languageChunks[locale]().then(({ default: language }) => {
    const catalogues = {
      first: byNamespace(language.catalogues),
      later: byNamespace(language.namespaces),
      antd: language.antd,
    };
    for (const ns of [...Object.keys(catalogues.first), ...Object.keys(catalogues.later)]) known.add(ns);
    return catalogues;
  });
  chunks[locale].catch(() => delete chunks[locale]);
  return chunks[locale];
}

/** What i18next asks of its backend: one namespace of one language, from the first chunk or a chunk of its own. */
async function readNamespace(language: string, ns: string): Promise<Catalogue> {
  if (!isLocale(language)) throw new Error(`i18n: no language ${language}`);
  const { first, later } = await chunkOf(language);
  const catalogue = first[ns] ?? (await later[ns]?.());
  if (!catalogue) throw new Error(`i18n: no namespace ${ns} in ${language}`);
  return catalogue;
}

void i18n
  // The backend calls back (`read(language, namespace, callback)`): said, so i18next need not guess.
  .use({ ...resourcesToBackend(readNamespace), callbackApi: true })
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LOCALE,
    // No language falls back on another: the catalogues are key-identical (`locales.test.ts`), and
    // a fallback would have i18next fetch each namespace in it too, English for an Arabic session.
    fallbackLng: false,
    defaultNS: 'common',
    // Nothing at start: a language's first chunk comes with `loadLanguage`, a screen's namespaces
    // with the screen (`loadNamespaces`). Each one loaded joins this list, which a language switch
    // (`changeLanguage`) loads in the new language.
    ns: [],
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
    // What the build cannot see a screen read (a namespace named at run time): a key of a namespace
    // not loaded yet loads it, and every `useTranslation` draws again when it arrives.
    saveMissing: true,
    saveMissingTo: 'current',
    missingKeyHandler: (_languages, ns) => {
      if (known.has(ns) && !i18n.hasResourceBundle(i18n.language, ns)) void i18n.loadNamespaces(ns);
    },
    react: { useSuspense: false, bindI18nStore: 'added' },
  });

// `{count, number}` in a message: the user's digits (Arabic-Indic in Arabic), as Intl writes them for ar-EG.
i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
  formatNumber(Number(value), isLocale(lng) ? lng : DEFAULT_LOCALE),
);

/**
 * Fetches a language's first chunk once and adds its catalogues to i18next;
 * answers Ant Design's locale. Started by `main.tsx` beside the page's own
 * code, so the language never waits for it. A language switch then has
 * `changeLanguage` fetch, in the new language, every namespace in use.
 */
export async function loadLanguage(locale: Locale): Promise<AntdLocale> {
  const { first, antd } = await chunkOf(locale);
  for (const [ns, catalogue] of Object.entries(first)) {
    if (!i18n.hasResourceBundle(locale, ns)) i18n.addResourceBundle(locale, ns, catalogue, true, true);
  }
  return antd;
}

/** Why a namespace failed to load, by `language|namespace`: i18next asks for none of them again by itself. */
const failed = new Map<string, unknown>();
i18n.on('failedLoading', (language: string, ns: string, error: unknown) => failed.set(`${language}|${ns}`, error));

/**
 * A screen's namespaces in the language shown, for the router to await beside
 * the page; rejects when one could not be fetched (a new release replaced its
 * chunk: the router reloads the page). One that failed before is asked for
 * again.
 */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const language = i18n.language;
  const key = (ns: string) => `${language}|${ns}`;
  const again = namespaces.filter((ns) => failed.has(key(ns)) && !i18n.hasResourceBundle(language, ns));
  await Promise.all([
    i18n.loadNamespaces([...namespaces]),
    again.length > 0 && i18n.reloadResources([language], again),
  ]);
  const missing = namespaces.find((ns) => !i18n.hasResourceBundle(language, ns));
  if (missing) throw failed.get(key(missing)) ?? new Error(`i18n: ${missing} not loaded in ${language}`);
}

export { i18n };
