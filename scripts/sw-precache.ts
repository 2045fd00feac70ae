import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Writes `precache.json` beside the build: every file the student's screens can need with no
 * connection (the entry with its CSS and static imports, the login page, the sign-out warning, and
 * the student page with everything it loads, dynamically too), plus a version that changes with the list. The service worker
 * (`src/web/sw/sw.ts`, built to /sw.js) caches them on install and again whenever the version changes, so the workout can be
 * opened offline even if the student never opened it online before. Trainer and admin code is not in
 * the list: a student's phone does not download it.
 */
const OFFLINE_MODULES: { suffix: string; dynamic: boolean }[] = [
  { suffix: '/pages/student-page.tsx', dynamic: true },
  { suffix: '/pages/login-page.tsx', dynamic: false },
  // A student may sign out with no connection: the warning and the clean-up must be there.
  { suffix: '/features/offline/sign-out.ts', dynamic: false },
  { suffix: '/features/offline/sign-out-dialog.tsx', dynamic: false },
  // The toasts' list, loaded after the first screen (components/ui/toaster.tsx): an offline toast needs it.
  { suffix: '/components/ui/toast-list.tsx', dynamic: true },
];

export function swPrecache(): Plugin {
  return {
    name: 'rumofit-sw-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = new Set<string>();
      const seen = new Set<string>();
      const visit = (fileName: string, dynamic: boolean) => {
        const key = `${fileName}|${dynamic}`;
        const item = bundle[fileName];
        if (seen.has(key) || !item) return;
        seen.add(key);
        files.add(fileName);
        if (item.type !== 'chunk') return;
        for (const css of item.viteMetadata?.importedCss ?? []) files.add(css);
        for (const asset of item.viteMetadata?.importedAssets ?? []) files.add(asset);
        for (const dep of item.imports) visit(dep, dynamic);
        // The entry's own dynamic imports are every role's pages: only the listed ones are followed.
        if (dynamic && !item.isEntry) for (const dep of item.dynamicImports) visit(dep, true);
      };
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName, false);
      for (const page of OFFLINE_MODULES) {
        for (const chunk of chunks) {
          if (chunk.facadeModuleId?.endsWith(page.suffix)) visit(chunk.fileName, page.dynamic);
        }
      }
      const urls = [...files].map((file) => `/${file}`).sort();
      const version = createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 16);
      this.emitFile({
        type: 'asset',
        fileName: 'precache.json',
        source: `${JSON.stringify({ version, urls }, null, 1)}\n`,
      });
    },
  };
}
