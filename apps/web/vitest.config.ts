import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // One Ant Design in tests, as in the build: its ES modules (a page may import one of them directly,
  // e.g. antd/es/input/Input), not its CommonJS build beside them, whose contexts would differ.
  resolve: { alias: [{ find: /^antd$/, replacement: 'antd/es/index.js' }] },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'budget/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 30_000,
  },
});
