// Ant Design's styles for the signed-in app, written at build time instead of generated in the
// browser. The app's ConfigProvider runs in zero-runtime mode (`theme.zeroRuntime`): its components
// generate no CSS while they render (the work, and the style recalculations its inserted rules
// cause, were a large part of a list's first render on a phone), and this stylesheet gives their
// rules. The theme still reaches them at run time: the rules read CSS variables, which Ant Design
// keeps registering from the theme (so one stylesheet serves both directions and both fonts).
//
// `virtual:antd-static-style` exports the stylesheet's URL: in a build, a hashed asset of its own
// (cached like the scripts); in development, served by the dev server.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { extractStyle as renderComponents } from '@ant-design/static-style-extract';
import * as antd from 'antd';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

/**
 * Every Ant Design component the signed-in app draws, and those they draw inside themselves (a
 * table's pager and its size select, a confirmation's popover, an upload's progress, a form's
 * grid, the message and notification holders of `App`). A component missing here is drawn without
 * its styles: `antd-static-style.test.ts` checks that every component the app imports is listed.
 */
export const antdComponents = [
  'Alert',
  'App',
  'Avatar',
  'Badge',
  'Breadcrumb',
  'Button',
  'Card',
  'Checkbox',
  'Col',
  'Collapse',
  'DatePicker',
  'Descriptions',
  'Drawer',
  'Dropdown',
  'Empty',
  'Flex',
  'Form',
  'Image',
  'Input',
  'InputNumber',
  'Layout',
  'Menu',
  'Modal',
  'Pagination',
  'Popconfirm',
  'Popover',
  'Progress',
  'Radio',
  'Rate',
  'Result',
  'Row',
  'Select',
  'Skeleton',
  'Space',
  'Spin',
  'Statistic',
  'Switch',
  'Table',
  'Tag',
  'Tooltip',
  'Typography',
  'Upload',
  'message',
  'notification',
];

/**
 * The rules of `antdComponents` in the app's theme, unhashed (the app sets `hashed: false` with
 * `zeroRuntime`). The rules barely depend on the theme, which they read through variables; the
 * direction is a class on each component, so the left-to-right theme serves both.
 */
export function antdStaticCss(theme: antd.ThemeConfig): string {
  const cache = createCache();
  // The library renders each component once; its own cache is replaced by ours so that only the
  // rules are taken: the theme's variables are registered at run time, by direction.
  renderComponents({
    includes: antdComponents,
    // The same Ant Design as the provider below (the library's own import may resolve to another build).
    antdInstance: antd,
    customTheme: (node) => (
      <StyleProvider cache={cache}>
        <antd.ConfigProvider theme={{ ...theme, hashed: false }}>{node}</antd.ConfigProvider>
      </StyleProvider>
    ),
  });
  return extractStyle(cache, { plain: true, types: ['style'] });
}

const id = 'virtual:antd-static-style';
const resolvedId = `\0${id}`;
const devPath = '/@antd-static-style.css';

/** `cli`: the path of `antd-static-style-cli.tsx`, run with tsx in a process of its own. */
export function antdStaticStyle({ cli }: { cli: string }): Plugin {
  let css: Promise<string> | undefined;
  const getCss = () =>
    (css ??= promisify(execFile)(process.execPath, ['--import', 'tsx', cli], {
      // tsx reads the nearest tsconfig.json from here: apps/web's (the JSX runtime).
      cwd: path.dirname(cli),
      maxBuffer: 16 * 1024 * 1024,
    }).then((out) => out.stdout));
  let serving = false;
  return {
    name: 'antd-static-style',
    configureServer(server) {
      serving = true;
      server.middlewares.use(devPath, (_req, res, next) => {
        getCss().then((text) => {
          res.setHeader('content-type', 'text/css');
          res.end(text);
        }, next);
      });
    },
    resolveId: (source) => (source === id ? resolvedId : undefined),
    async load(loaded) {
      if (loaded !== resolvedId) return;
      if (serving) return `export default ${JSON.stringify(devPath)};`;
      const ref = this.emitFile({ type: 'asset', name: 'antd.css', source: await getCss() });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
