import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { isAppScreen, namesAFile } from '#shared/contracts/app-routes.ts';

test("every screen of the web app's router is one the server serves with 200", () => {
  const router = readFileSync(path.resolve(import.meta.dirname, '../../web/app/router.tsx'), 'utf8');
  const paths = [...router.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]!).filter((p) => p !== '*');
  expect(paths.length).toBeGreaterThan(5);
  for (const screen of paths) {
    const example = screen.replace(/:\w+/g, 'abc-123').replace(/\/\*$/, '/treino');
    expect(isAppScreen(example), screen).toBe(true);
    expect(namesAFile(example), screen).toBe(false);
  }
});

test('paths outside the screens, and file names, are not screens', () => {
  for (const other of ['/wp-admin', '/alunos', '/administrador', '/entrar-agora']) {
    expect(isAppScreen(other), other).toBe(false);
  }
  for (const file of ['/robots.txt', '/favicon.ico', '/aluno/foto.png', '/.env']) {
    expect(namesAFile(file), file).toBe(true);
  }
});
