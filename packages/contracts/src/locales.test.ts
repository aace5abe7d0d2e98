import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, locales } from './locale.js';

const root = path.join(import.meta.dirname, '../locales');

/** The namespaces of a language's folder: one `<namespace>.json` each. */
const namespaces = (lang: string) =>
  fs
    .readdirSync(path.join(root, lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();

const read = (lang: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(root, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;

/**
 * A catalogue's keys as dotted paths to its texts, i18next's plural forms
 * (`_zero`, `_one`, `_two`, `_few`, `_many`, `_other`) as one key: Arabic
 * writes six forms where English writes two.
 */
function catalogueKeys(node: Record<string, unknown>, prefix = ''): string[] {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(node)) {
    const at = prefix + key;
    if (value !== null && typeof value === 'object') {
      for (const k of catalogueKeys(value as Record<string, unknown>, `${at}.`)) keys.add(k);
    } else {
      keys.add(at.replace(/_(zero|one|two|few|many|other)$/, ''));
    }
  }
  return [...keys].sort();
}

describe('the catalogues (packages/contracts/locales/<lang>/<namespace>.json)', () => {
  const others = locales.map((l) => l.code).filter((code) => code !== DEFAULT_LOCALE);

  it('have the same namespaces in every language', () => {
    expect(namespaces(DEFAULT_LOCALE).length).toBeGreaterThan(0);
    for (const lang of others) expect(namespaces(lang), lang).toEqual(namespaces(DEFAULT_LOCALE));
  });

  it('have the same keys in every language, namespace by namespace', () => {
    for (const ns of namespaces(DEFAULT_LOCALE)) {
      const expected = catalogueKeys(read(DEFAULT_LOCALE, ns));
      for (const lang of others) {
        const actual = catalogueKeys(read(lang, ns));
        const missing = expected.filter((k) => !actual.includes(k));
        const extra = actual.filter((k) => !expected.includes(k));
        expect({ missing, extra }, `${lang}/${ns}.json`).toEqual({ missing: [], extra: [] });
      }
    }
  });

  it('hold text only: every value a non-empty string', () => {
    for (const lang of locales.map((l) => l.code)) {
      for (const ns of namespaces(lang)) {
        const walk = (node: Record<string, unknown>, at: string): string[] =>
          Object.entries(node).flatMap(([k, v]) =>
            v !== null && typeof v === 'object'
              ? walk(v as Record<string, unknown>, `${at}${k}.`)
              : typeof v === 'string' && v !== ''
                ? []
                : [`${at}${k}`],
          );
        expect(walk(read(lang, ns), ''), `${lang}/${ns}.json`).toEqual([]);
      }
    }
  });

  it('count plural forms as one key', () => {
    expect(catalogueKeys({ a: { n_one: '', n_other: '' }, b: 'x' })).toEqual(
      catalogueKeys({ a: { n_zero: '', n_one: '', n_two: '', n_few: '', n_many: '', n_other: '' }, b: 'y' }),
    );
    expect(catalogueKeys({ n_one: '', n_other: '' })).not.toEqual(catalogueKeys({ m_one: '', m_other: '' }));
  });
});
