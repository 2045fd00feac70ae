import type { Plugin } from 'vite';

const STUDENT_PAGE = '/pages/student-page.tsx';

/**
 * Puts the student page's code files (the lazily loaded chunk and what it imports beyond the entry)
 * in a `<meta name="rumofit:student-modules">` of index.html. At /aluno, /early.js (`src/web/early.ts`) turns them
 * into `<link rel="modulepreload">`, so the phone fetches them beside the entry instead of one round
 * trip after the entry has run (docs/bench.md, web vitals). Other screens do not download them.
 */
export function studentPreload(): Plugin {
  return {
    name: 'rumofit-student-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const closure = (fileName: string, into: Set<string>) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return into;
          into.add(fileName);
          for (const dep of chunk.imports) closure(dep, into);
          return into;
        };
        const entry = new Set<string>();
        for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, entry);
        const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(STUDENT_PAGE));
        if (!page) throw new Error(`student-preload: no chunk for ${STUDENT_PAGE}`);
        const files = [...closure(page.fileName, new Set())].filter((file) => !entry.has(file));
        return [
          {
            tag: 'meta',
            attrs: { name: 'rumofit:student-modules', content: files.map((file) => `/${file}`).join(' ') },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
