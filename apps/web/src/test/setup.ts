import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The budget test runs in node (no window): nothing here is for it.
const jsdom = typeof window !== 'undefined';

// Ant Design's responsive parts ask for matchMedia, which jsdom lacks.
if (jsdom && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// An open Select's list measures itself; jsdom has no ResizeObserver.
if (jsdom && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  if (!jsdom) return;
  cleanup();
  window.localStorage.clear();
});

// English is a chunk of its own now (loaded by main.tsx before the first render), and each other
// namespace too (loaded with the screen that reads it): tests start with every one of them.
if (jsdom) {
  const { i18n, loadLanguage } = await import('../i18n');
  const { namespaces } = await import('virtual:screen-namespaces');
  await loadLanguage('en');
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces([...namespaces]);
}
