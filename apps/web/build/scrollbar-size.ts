import path from 'node:path';
import type { Plugin } from 'vite';

const shim = path.resolve(import.meta.dirname, '../src/lib/scrollbar-size.ts');

/**
 * Resolves `@rc-component/util`'s own `./getScrollBarSize` (what Ant Design's table and portals
 * import through the package's index) to `src/lib/scrollbar-size.ts`, which answers a target's
 * scrollbar size without laying the page out for it: see that file.
 */
export function scrollbarSize(): Plugin {
  return {
    name: 'dashboard:scrollbar-size',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || importer === shim || !/[\\/]@rc-component[\\/]util[\\/]es[\\/]/.test(importer)) return null;
      return /^\.\.?\/(?:\.\.\/)?getScrollBarSize(?:\.js)?$/.test(source) ? shim : null;
    },
  };
}
