import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * Two scripts the page loads by a fixed URL, outside the app's module graph, written in TypeScript
 * and built with the app (docs/decisions/026-early-start-and-service-worker-build.md):
 * - /early.js (src/web/early.ts): the first screen's GETs, loaded `async` by index.html;
 * - /sw.js (src/web/sw/sw.ts): the service worker, registered by features/offline/register-sw.ts.
 * Each is one classic script (no imports at run time: a service worker registered without
 * `type: 'module'`, and a script the CSP allows from 'self'), bundled and minified by esbuild, the
 * bundler Vite itself ships. `npm run dev:web` serves the same builds from memory.
 */
const SCRIPTS: Record<string, string> = {
  'early.js': '../src/web/early.ts',
  'sw.js': '../src/web/sw/sw.ts',
};

async function bundle(entry: string, target: string): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target,
    tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

export function standaloneScripts(): Plugin {
  let target = 'es2022';
  return {
    name: 'rumofit-standalone-scripts',
    configResolved(config) {
      const wanted = config.build.target;
      if (typeof wanted === 'string' && wanted !== 'modules') target = wanted;
    },
    async generateBundle() {
      for (const [fileName, entry] of Object.entries(SCRIPTS)) {
        this.emitFile({ type: 'asset', fileName, source: await bundle(entry, target) });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const entry = SCRIPTS[(request.url ?? '').split('?')[0]!.slice(1)];
        if (!entry) return next();
        bundle(entry, target).then(
          (code) => {
            response.setHeader('content-type', 'text/javascript; charset=utf-8');
            response.setHeader('cache-control', 'no-cache');
            response.end(code);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
