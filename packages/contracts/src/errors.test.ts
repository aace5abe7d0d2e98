import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorMessages } from './errors.js';

const load = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../locales/${lang}/common.json`), 'utf8')) as {
    errors: Record<string, Record<string, string>>;
  };

describe('error codes', () => {
  it('have their English text in the English catalogue and a translation in the Arabic one', () => {
    const en = load('en');
    const ar = load('ar');
    for (const [code, text] of Object.entries(errorMessages)) {
      const [group, key] = code.split('.') as [string, string];
      expect(en.errors[group]?.[key], code).toBe(text);
      expect(ar.errors[group]?.[key], code).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
