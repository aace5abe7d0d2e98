import fs from 'node:fs';
import path from 'node:path';
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
  return text.replace(/\{(\w+)\}/g, (_, name: string) => (name in params ? String(params[name]) : `{${name}}`));
}
