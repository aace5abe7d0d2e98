import path from 'node:path';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption } from 'vite';
import { antdStaticStyle } from './build/antd-static-style';
import { decorativeIcons } from './build/decorative-icons';
import { englishNames } from './build/english-names';
import { screenNamespaces } from './build/screen-namespaces';
import { scrollbarSize } from './build/scrollbar-size';

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    scrollbarSize(),
    decorativeIcons(),
    englishNames(),
    // virtual:screen-namespaces: the namespaces each screen's page reads, fetched with it.
    screenNamespaces(),
    antdStaticStyle({ cli: path.resolve(import.meta.dirname, 'build/antd-static-style-cli.tsx') }),
    // `npm run build:report` (mode `report`): .tmp/bundle-report.html, a treemap of every chunk and
    // module, sized as served (brotli).
    mode === 'report' &&
      (visualizer({
        filename: path.resolve(import.meta.dirname, '../../.tmp/bundle-report.html'),
        template: 'treemap',
        brotliSize: true,
        gzipSize: false,
      }) as PluginOption),
  ],
  // The dev server bundles dependencies ahead (Ant Design and its icons among them) without the
  // plugins above: the icons are made decorative there too, and the English names taken out.
  optimizeDeps: { rolldownOptions: { plugins: [decorativeIcons(), englishNames()] } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/config.js': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: each source module's chunk and its imports, read by the budget test.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
}));
