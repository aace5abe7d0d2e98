declare module 'virtual:antd-static-style' {
  /** The URL of Ant Design's stylesheet for the signed-in app (apps/web/build/antd-static-style.tsx). */
  const href: string;
  export default href;
}

declare module 'virtual:screen-namespaces' {
  /** Every namespace of the catalogues (`packages/contracts/locales/<lang>/<ns>.json`). */
  export const namespaces: readonly string[];
  /**
   * For each screen a feature builds (its path), the namespaces its page and what it imports name,
   * found by the build (apps/web/build/screen-namespaces.ts); the router fetches them with the page.
   */
  export const namespacesOf: Readonly<Partial<Record<string, readonly string[]>>>;
}
