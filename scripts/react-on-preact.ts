/**
 * The app is written against React's API and types; the browser runs it on Preact's compatibility
 * layer, which does the same job in a tenth of the code (docs/decisions/013-preact-runtime.md). Used by
 * the build (vite.config.ts) and by the component tests (vitest.config.ts), so the tests exercise
 * the runtime that ships.
 */
export const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
