import href from 'virtual:antd-static-style';

// The signed-in app's Ant Design rules, written at build time (apps/web/build/antd-static-style.tsx):
// its ConfigProvider is in zero-runtime mode, so its components generate no CSS while they render.

let loading: Promise<void> | undefined;

/**
 * Puts the stylesheet ahead of the app's own (where Ant Design's generated rules used to go, so
 * that the app's rules still win at equal specificity) and resolves once it applies. A failed load
 * resolves too: the app still starts, unstyled rather than not at all.
 */
export function loadAntdStyles(): Promise<void> {
  return (loading ??= new Promise<void>((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.onload = link.onerror = () => resolve();
    const first = document.head.querySelector('link[rel="stylesheet"], style');
    document.head.insertBefore(link, first);
  }));
}

/** Fetches it without applying it (the sign-in page, while the user types). */
export function prefetchAntdStyles() {
  if (loading || document.head.querySelector(`link[href="${href}"]`)) return;
  document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', as: 'style', href }));
}
