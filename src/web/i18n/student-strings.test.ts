import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ptBR } from './pt-BR.ts';
import { trainerStrings } from './trainer-strings.ts';

// The trainer's strings load only with the trainer's screens (router.tsx), so a student's screen that
// names one of them would show the bare key. This walks every module the student's screens can load
// (main.tsx and student-page.tsx, static and dynamic imports) and looks for trainer-only keys.
const WEB = path.resolve(import.meta.dirname, '..');
const STARTS = [
  'main.tsx',
  'app/app-shell.tsx',
  'pages/home-redirect.tsx',
  'pages/student-page.tsx',
  // The shell's sign-out, which loads the outbox's sign-out and 'Sair sem enviar?' on a student's phone.
  'features/offline/use-sign-out.ts',
];
// The router and the shell reach the trainer's screens too; their own strings are checked, not their imports.
const NOT_FOLLOWED = new Set(['app/router.tsx', 'app/app-shell.tsx', 'i18n/trainer-strings.ts']);

function resolveImport(from: string, specifier: string): string | undefined {
  let file: string;
  if (specifier.startsWith('#web/')) file = path.join(WEB, specifier.slice('#web/'.length));
  else if (specifier.startsWith('.')) file = path.resolve(path.dirname(from), specifier);
  else return undefined;
  return existsSync(file) ? file : undefined;
}

function studentModules(): string[] {
  const seen = new Set<string>();
  const queue = STARTS.map((file) => path.join(WEB, file));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
    seen.add(file);
    if (NOT_FOLLOWED.has(path.relative(WEB, file))) continue;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from\s+|import\s*\(\s*)'([^']+)'/g)) {
      const target = resolveImport(file, match[1]!);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

const trainerOnly = Object.keys(trainerStrings).filter((key) => !(key in ptBR));

describe("the student's screens", () => {
  const modules = studentModules();

  it('are found', () => {
    expect(modules.map((file) => path.relative(WEB, file))).toContain('pages/student-page.tsx');
  });

  it.each(modules.map((file) => [path.relative(WEB, file), file]))(
    '%s names no trainer-only string',
    (_name, file) => {
      const source = readFileSync(file, 'utf8');
      const literals = [...source.matchAll(/'([a-zA-Z]+(?:\.[\w-]+)+)'/g)].map((m) => m[1]!);
      expect(literals.filter((key) => trainerOnly.includes(key))).toEqual([]);
      // `t(\`plans.block.type.${type}\`)`: a key built at run time must be able to land in the table.
      const heads = [...source.matchAll(/`([a-zA-Z]+\.[\w.-]*)\$\{/g)].map((m) => m[1]!);
      const unloaded = heads.filter(
        (head) =>
          !Object.keys(ptBR).some((key) => key.startsWith(head)) &&
          trainerOnly.some((key) => key.startsWith(head)),
      );
      expect(unloaded).toEqual([]);
    },
  );
});
