import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ptBR } from './pt-BR.ts';
import { workoutStrings } from './strings/workout.ts';

// The workout's strings are not in the table every screen loads (the student's first screen does not
// show them): a module that names one without importing workout-strings.ts would show the bare key.
const WEB = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const naming = sources(WEB)
  .filter((file) => !file.startsWith(path.join(WEB, 'i18n')))
  .filter((file) => /['`]workout\./.test(readFileSync(file, 'utf8')));

describe('the workout strings', () => {
  it('stay out of the table every screen loads', () => {
    expect(Object.keys(workoutStrings).filter((key) => key in ptBR)).toEqual([]);
  });

  it('are named by the workout modal', () => {
    expect(naming.map((file) => path.relative(WEB, file))).toContain('features/workout/run-modal.tsx');
  });

  it.each(naming.map((file) => [path.relative(WEB, file), file]))(
    '%s imports workout-strings.ts',
    (_name, file) => {
      expect(readFileSync(file, 'utf8')).toContain("import '#web/i18n/workout-strings.ts';");
    },
  );
});
