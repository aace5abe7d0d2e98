import { describe, expect, it } from 'vitest';
import { namespaces } from 'virtual:screen-namespaces';
import { i18n, loadLanguage, loadNamespaces } from './index';

const ar = (ns: string) => i18n.getResourceBundle('ar', ns) as Record<string, unknown> | undefined;

/** Resolves when i18next has added a bundle of this namespace. */
const added = (ns: string) =>
  new Promise<void>((resolve) => {
    const listener = (_language: string, namespace: string) => {
      if (namespace !== ns) return;
      i18n.store.off('added', listener);
      resolve();
    };
    i18n.store.on('added', listener);
  });

// The test set-up loaded English and every namespace in it (src/test/setup.ts).
describe('namespaces, one chunk each', () => {
  it('a language switch fetches, in the new language, every namespace in use', async () => {
    expect(namespaces.every((ns) => i18n.hasResourceBundle('en', ns))).toBe(true);
    expect(i18n.hasResourceBundle('ar', 'students')).toBe(false);
    // As `prepareLocale` (app/locale.tsx) does: the language's first chunk, then the switch.
    await loadLanguage('ar');
    await i18n.changeLanguage('ar');
    expect(i18n.language).toBe('ar');
    for (const ns of namespaces) expect(ar(ns), ns).toBeDefined();
    expect(i18n.t('students:title')).not.toBe(i18n.getFixedT('en')('students:title'));
  });

  it("a key of a namespace not loaded loads it, and a screen's namespaces are fetched again once gone", async () => {
    i18n.removeResourceBundle('ar', 'units');
    const arrived = added('units');
    expect(i18n.t('units:title')).toBe('title');
    await arrived;
    expect(i18n.t('units:title')).toBe(ar('units')!.title);

    i18n.removeResourceBundle('ar', 'lessons');
    await loadNamespaces(['lessons', 'common']);
    expect(ar('lessons')).toBeDefined();
  });

  it('refuses a namespace it cannot fetch', async () => {
    await expect(loadNamespaces(['no-such-namespace'])).rejects.toThrow(/no-such-namespace/);
  });
});
