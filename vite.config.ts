import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { reactOnPreact } from './scripts/react-on-preact.ts';
import { studentPreload } from './scripts/student-preload.ts';
import { standaloneScripts } from './scripts/standalone-scripts.ts';
import { swPrecache } from './scripts/sw-precache.ts';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  root: here('./src/web'),
  // standaloneScripts: /early.js and /sw.js, built from TypeScript (src/web/early.ts, src/web/sw/sw.ts).
  // swPrecache: the list of files the service worker keeps for offline use.
  // precompress: .gz and .br beside each file, sent as they are by the server (preCompressed).
  // react(): JSX only. Its Fast Refresh patches React's internals, which Preact does not have, so `npm run
  // dev:web` reloads the page on a change instead.
  plugins: [
    react({ refreshExclude: /./ }),
    tailwindcss(),
    studentPreload(),
    standaloneScripts(),
    swPrecache(),
    precompress(),
  ],
  // The browser runs the app on Preact's React compatibility layer (docs/decisions/013-preact-runtime.md).
  // zod without its `new Function` probe, which the CSP refuses (src/web/lib/zod-jitless.ts).
  resolve: {
    alias: [
      ...reactOnPreact,
      { find: /^zod$/, replacement: here('./src/web/lib/zod-jitless.ts') },
    ],
  },
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    // The bench walks it to add up what the student's first screen downloads (scripts/bench/bundle.ts).
    manifest: true,
    // Every browser the app supports preloads modules itself (Chrome 66, Safari 17, Firefox 115): the
    // polyfill's ~0.6 KB gzipped would only ride on every first screen.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
