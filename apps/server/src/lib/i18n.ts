import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LOCALE,
  formatMessage,
  formatNumber,
  isLocale,
  locales,
  type ErrorCode,
  type Locale,
} from '@dashboard/contracts';
import Negotiator from 'negotiator';
import { repoRoot } from '../config.js';

type Catalogue = Record<string, unknown>;
const root = path.join(repoRoot, 'packages/contracts/locales');
const cache = new Map<string, Catalogue>();

function catalogue(lang: string, ns: string): Catalogue {
  const key = `${lang}/${ns}`;
  let c = cache.get(key);
  if (!c) {
    const file = path.join(root, lang, `${ns}.json`);
    c = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue) : {};
    cache.set(key, c);
  }
  return c;
}

/**
 * The server's reading of the shared catalogues, for what it writes itself in
 * the user's language (export headings and values). `key` is `ns:dotted.path`.
 */
export function translate(lang: 'en' | 'ar', key: string, params: Record<string, string | number> = {}): string {
  const [ns, pathPart] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  const find = (l: string) =>
    pathPart
      .split('.')
      .reduce<unknown>(
        (node, k) => (node && typeof node === 'object' ? (node as Catalogue)[k] : undefined),
        catalogue(l, ns),
      );
  const text = find(lang) ?? find('en');
  if (typeof text !== 'string') return key;
  // `{n}` as it is; `{n, number}` (as i18next's ICU writes a number) in the language's digits.
  return text.replace(/\{(\w+)(, ?number)?\}/g, (whole, name: string, number?: string) => {
    if (!(name in params)) return whole;
    const value = params[name]!;
    return number && typeof value === 'number' ? formatNumber(value, lang) : String(value);
  });
}

/**
 * An entity's name as the audit log shows it (`support-agents` → "Support
 * agents"): its own namespace's `title`, else the audit log catalogue's
 * `entities` (for those without a namespace: sessions, uploads …), else the
 * path itself. The web app's audit screen names them the same way.
 */
export function entityName(lang: 'en' | 'ar', entity: string): string {
  const own = /^[a-z][a-z0-9-]*$/.test(entity) ? translate(lang, `${entity}:title`) : null;
  if (own !== null && own !== `${entity}:title`) return own;
  const listed = translate(lang, `audit-log:entities.${entity}`);
  return listed === `audit-log:entities.${entity}` ? entity : listed;
}

/** Names (`name_ar` / `name_en`) in `lang`, joined as that language writes a list (`listSeparator`). */
export function namesIn(lang: 'en' | 'ar', items: readonly { name_ar: string; name_en: string }[]): string {
  return items.map((x) => (lang === 'ar' ? x.name_ar : x.name_en)).join(translate(lang, 'listSeparator'));
}

const problemLanguages = locales.map((l) => l.code);

/**
 * The language a client asks for in `Accept-Language`, among ours (q-values,
 * regions such as `ar-EG` and `*` as HTTP says; parsed by `negotiator`);
 * English when it asks for none of them or sends no header.
 */
export function acceptedLanguage(headers: { 'accept-language'?: string | undefined }): Locale {
  const header = headers['accept-language'];
  if (!header) return DEFAULT_LOCALE;
  const found = new Negotiator({ headers: { 'accept-language': header } }).language(problemLanguages);
  return isLocale(found) ? found : DEFAULT_LOCALE;
}

/**
 * A problem's `message` in `lang`, from the `errors` namespace of the shared
 * catalogues (what the web app shows for the same code). English is the
 * contracts' own text; numbers in Arabic are written in Arabic-Indic digits.
 */
export function problemMessage(lang: Locale, code: ErrorCode, params: Record<string, unknown> = {}): string {
  if (lang === DEFAULT_LOCALE) return formatMessage(code, params);
  const values = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? formatNumber(v, lang) : String(v)]),
  );
  const text = translate(lang, `errors.${code}`, values);
  return text === `errors.${code}` ? formatMessage(code, params) : text;
}
