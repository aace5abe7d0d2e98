declare module 'virtual:antd-static-style' {
  /** The URL of Ant Design's stylesheet for the signed-in app (apps/web/build/antd-static-style.tsx). */
  const href: string;
  export default href;
}
