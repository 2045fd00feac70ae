import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './scripts/react-on-preact.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'eslint.config.test.ts', 'docs/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The browser's builds of the libraries (ES modules), as the app gets them from vite build.
        resolve: {
          conditions: ['browser', 'module', 'import', 'development'],
          mainFields: ['browser', 'module', 'main'],
        },
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          alias: [
            // Its ES module build, so its own React imports go through the aliases as well.
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
            ...reactOnPreact,
          ],
          // Libraries that import React go through the aliases too, instead of loading react-dom from node_modules.
          server: { deps: { inline: true } },
          environment: 'jsdom',
          setupFiles: ['src/web/testing/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
