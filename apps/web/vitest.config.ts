import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { decorativeIcons } from './build/decorative-icons';
import { englishNames } from './build/english-names';
import { screenNamespaces } from './build/screen-namespaces';

export default defineProject({
  // Icons as the build draws them: decorative unless named (build/decorative-icons.ts), and Ant
  // Design's English names taken out (build/english-names.ts); the namespaces of each screen
  // (build/screen-namespaces.ts), which the router and the tests import.
  plugins: [react(), decorativeIcons(), englishNames(), screenNamespaces()],
  // One Ant Design in tests, as in the build: its ES modules (a page may import one of them directly,
  // e.g. antd/es/input/Input), not its CommonJS build beside them, whose contexts would differ. The
  // icons', the number input's and the select's ES modules too, which the plugins above edit (Node
  // is otherwise given their CommonJS builds).
  resolve: {
    alias: [
      { find: /^antd$/, replacement: 'antd/es/index.js' },
      { find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es' },
      { find: /^@rc-component\/input-number$/, replacement: '@rc-component/input-number/es/index.js' },
      { find: /^@rc-component\/select$/, replacement: '@rc-component/select/es/index.js' },
    ],
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'budget/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 30_000,
  },
});
