import path from 'node:path';
import type { Plugin } from 'vite';

const helper = path.resolve(import.meta.dirname, '../src/lib/decorative-icon.ts');
const prefix = '\0dashboard:decorative-icon:';

/**
 * Resolves the icon components every `@ant-design/icons` icon is drawn by (`AntdIconLight`, and
 * `AntdIcon` for the two-tone ones) to the same component made decorative by
 * `src/lib/decorative-icon.ts`: hidden from assistive technology unless given a name, instead of
 * named by its English file name. It applies wherever an icon comes from, the app or Ant Design's
 * own components, so no icon can carry its English name onto an Arabic page.
 */
export function decorativeIcons(): Plugin {
  return {
    name: 'dashboard:decorative-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@ant-design[\\/]icons[\\/]es[\\/]icons[\\/]/.test(importer)) return null;
      const base = /^\.\.\/components\/(AntdIcon|AntdIconLight)(?:\.js)?$/.exec(source)?.[1];
      return base ? prefix + base : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const base = id.slice(prefix.length);
      return [
        `import Icon from '@ant-design/icons/es/components/${base}';`,
        `import { decorative } from ${JSON.stringify(helper)};`,
        'export default /* @__PURE__ */ decorative(Icon);',
      ].join('\n');
    },
  };
}
